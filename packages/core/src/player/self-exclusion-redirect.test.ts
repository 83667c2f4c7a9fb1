import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoginAdditionalInformation } from '../types/player.ts';
import { selfExclusionRedirect } from './self-exclusion-redirect.ts';

const URL = 'https://rg.example/self-exclusion';

describe('selfExclusionRedirect (part 1 §4, §8)', () => {
  it.each([
    { name: 'suspension with an address', info: { SuspendedSelfExclusionException: 'SE-1', redirectionUrl: URL }, url: URL },
    { name: 'suspension without an address', info: { SuspendedSelfExclusionException: 'SE-1' }, url: null },
    { name: 'suspension with an empty address', info: { SuspendedSelfExclusionException: 'SE-1', redirectionUrl: '' }, url: null },
    { name: 'an address without a suspension', info: { redirectionUrl: URL }, url: null },
    { name: 'an empty suspension', info: { SuspendedSelfExclusionException: '', redirectionUrl: URL }, url: null },
    { name: 'a null suspension', info: { SuspendedSelfExclusionException: null, redirectionUrl: URL }, url: null },
    { name: 'a second-factor request only', info: { twoFactorValidation: { channel: 'sms' } }, url: null },
    { name: 'no additional information', info: null, url: null },
  ] satisfies { name: string; info: LoginAdditionalInformation | null; url: string | null }[])('$name → $url', ({ info, url }) => {
    expect(selfExclusionRedirect({ additionalInformation: info })).toBe(url);
  });

  it('redirects exactly when both the suspension and the address are non-empty, and only to that address', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), fc.option(fc.string(), { nil: null }), (suspension, address) => {
        const url = selfExclusionRedirect({ additionalInformation: { SuspendedSelfExclusionException: suspension, redirectionUrl: address } });
        expect(url).toBe(suspension && address ? address : null);
      }),
    );
  });
});
