// The Trusted Types helper: the string itself where the runtime has no Trusted Types (the server),
// one policy named casino-html (created once) where it has.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('trustedHtml', () => {
  it('returns the sanitised string unchanged on the server', async () => {
    const { trustedHtml, casinoHtmlPolicy } = await import('./sanitised-html-policy.ts');
    expect(casinoHtmlPolicy()).toBeNull();
    expect(trustedHtml('<p>Bonus</p>')).toBe('<p>Bonus</p>');
  });

  it('wraps it through the one casino-html policy, created once', async () => {
    const created: string[] = [];
    vi.stubGlobal('trustedTypes', {
      createPolicy: (name: string, rules: { createHTML: (input: string) => string }) => {
        if (created.includes(name)) throw new TypeError(`Policy ${name} exists`);
        created.push(name);
        return { createHTML: (input: string) => ({ trusted: rules.createHTML(input) }) };
      },
    });
    await import('./trusted-types.client.ts');
    const { trustedHtml } = await import('./sanitised-html-policy.ts');
    expect(trustedHtml('<p>A</p>')).toEqual({ trusted: '<p>A</p>' });
    expect(trustedHtml('<p>B</p>')).toEqual({ trusted: '<p>B</p>' });
    expect(created).toEqual(['casino-html']);
  });
});
