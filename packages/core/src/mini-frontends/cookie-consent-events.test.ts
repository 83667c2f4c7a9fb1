import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSENT_GROUPS } from '../analytics/consent.ts';
import { cookieConsentChoiceOf, cookieConsentInset } from './cookie-consent-events.ts';

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

describe("the banner's reach as the host reads it", () => {
  it('is the whole number of pixels the banner wrote, as a length', () => {
    fc.assert(
      fc.property(fc.nat({ max: 99_999 }), (pixels) => {
        expect(cookieConsentInset(String(pixels))).toBe(`${pixels}px`);
      }),
    );
  });

  it('is none when there is none or it is anything else (no length from text the page did not write)', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^\d{1,5}$/.test(text)),
        (text) => {
          expect(cookieConsentInset(text)).toBeNull();
        },
      ),
    );
    expect(cookieConsentInset(null)).toBeNull();
    expect(cookieConsentInset('12px')).toBeNull();
    expect(cookieConsentInset('-3')).toBeNull();
  });
});
