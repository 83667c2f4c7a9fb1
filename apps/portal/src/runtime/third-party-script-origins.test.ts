import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { admittedScriptUrl } from './environment/script-url-policy.ts';
import { thirdPartyScriptOrigins } from './third-party-script-origins.ts';

const origin = fc.constantFrom('https://api.casino.test', 'https://www.casino.test', 'https://chat.provider.test', 'http://127.0.0.1:4174');
const path = fc.constantFrom('/platform/platform.js', '/chat/widget.js', '', '/fe');

describe('the origins third-party scripts may come from', () => {
  it('are exactly the platform script’s, the prematch endpoint’s and the chat script’s, each once, and admit those scripts', () => {
    fc.assert(
      fc.property(origin, origin, origin, path, path, (platform, prematch, chat, platformPath, chatPath) => {
        const config = { platformScriptUrl: platform + platformPath, prematchEndpoint: prematch, chatScriptUrl: chat + chatPath };
        const origins = thirdPartyScriptOrigins(config);
        expect([...origins].sort()).toEqual([...new Set([platform, prematch, chat])].sort());
        expect(admittedScriptUrl(config.chatScriptUrl, origins)).not.toBeNull();
        expect(admittedScriptUrl(config.platformScriptUrl, origins)).not.toBeNull();
        expect(admittedScriptUrl('https://scripts.evil.test/x.js', origins)).toBeNull();
      }),
    );
  });
});
