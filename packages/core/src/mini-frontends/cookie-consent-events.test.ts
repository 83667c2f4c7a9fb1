import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_GROUPS } from '../analytics/consent.ts';
import { cookieConsentChoiceOf } from './cookie-consent-events.ts';

describe("the banner's choice as the portal reads it", () => {
  it('keeps exactly the known groups it names', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...CONSENT_GROUPS), fc.string())), (names) => {
        const choice = cookieConsentChoiceOf({ granted: names });
        expect(choice?.granted).toEqual(CONSENT_GROUPS.filter((group) => names.includes(group)));
      }),
    );
  });

  it('reads anything else as no choice, never as a grant', () => {
    fc.assert(
      fc.property(
        fc.anything().filter((value) => !(typeof value === 'object' && value !== null && Array.isArray((value as { granted?: unknown }).granted))),
        (detail) => {
          expect(cookieConsentChoiceOf(detail)).toBeNull();
        },
      ),
    );
    expect(cookieConsentChoiceOf({ granted: ['marketing', 1] })).toBeNull();
  });
});
