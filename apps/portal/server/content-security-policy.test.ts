import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, errorReportingOrigin, makeNonce, TRUSTED_TYPES_POLICIES } from './content-security-policy.ts';

describe('the content security policy', () => {
  it('makes a fresh 128-bit nonce per response', () => {
    const nonces = new Set(Array.from({ length: 100 }, makeNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });

  it('allows scripts by nonce only, no plugins, no base, own framing, one Trusted Types policy, the platform for images and calls', () => {
    const policy = contentSecurityPolicy('abc', 'https://api.casino.test');
    expect(policy).toContain("script-src 'nonce-abc' 'strict-dynamic'");
    expect(policy).not.toContain('unsafe-inline');
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).toContain('trusted-types casino-html casino-script-url;');
    expect(policy).toContain("style-src 'self' https://api.casino.test;");
    expect(TRUSTED_TYPES_POLICIES).toHaveLength(2);
    expect(policy).toContain("img-src 'self' data: https://api.casino.test");
    expect(policy).toContain("connect-src 'self' https://api.casino.test wss://api.casino.test");
  });

  it("lets the platform serve video previews and game frames, and reports reach the DSN's origin only", () => {
    const policy = contentSecurityPolicy('abc', 'https://api.casino.test', errorReportingOrigin('https://key@errors.example/42'));
    expect(policy).toContain("media-src 'self' https://api.casino.test");
    expect(policy).toContain("frame-src 'self' https://api.casino.test");
    expect(policy).toContain("connect-src 'self' https://api.casino.test wss://api.casino.test https://errors.example");
    expect(errorReportingOrigin(undefined)).toBeNull();
    // Mini-frontends on a prematch host of their own: their manifests and styles come from there too.
    const prematch = contentSecurityPolicy('abc', 'https://api.casino.test', null, 'https://www.casino.test');
    expect(prematch).toContain("style-src 'self' https://api.casino.test https://www.casino.test;");
    expect(prematch).toContain("connect-src 'self' https://api.casino.test wss://api.casino.test https://www.casino.test;");
    expect(errorReportingOrigin('not a url')).toBeNull();
    // A chat provider of its own: its stylesheet and unread query, each origin named once.
    const chat = contentSecurityPolicy('abc', 'https://api.casino.test', null, 'https://www.casino.test', 'https://chat.provider.test');
    expect(chat).toContain("style-src 'self' https://api.casino.test https://www.casino.test https://chat.provider.test;");
    expect(chat).toContain("connect-src 'self' https://api.casino.test wss://api.casino.test https://www.casino.test https://chat.provider.test;");
    const sameHost = contentSecurityPolicy('abc', 'https://api.casino.test', null, 'https://www.casino.test', 'https://www.casino.test');
    expect(sameHost).toContain("style-src 'self' https://api.casino.test https://www.casino.test;");
  });
});
