import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isNativeBannerEligible, nativeAppStoreLink, nativeAppStoreOf, type NativeBannerConditions } from './native-app-banner.ts';

const phone: NativeBannerConditions = { isMobile: true, embedded: false, os: 'Android', bannerOsList: ['android', 'ios'], dismissed: false };
const links = { android: 'https://play.google.com/store/apps/details?id=casino', ios: 'https://apps.apple.com/app/casino' };

describe('isNativeBannerEligible (part 2 §2)', () => {
  it.each([
    { name: 'an Android phone with Android listed', conditions: phone, shows: true },
    { name: 'an iPhone with iOS listed', conditions: { ...phone, os: 'iOS' }, shows: true },
    { name: 'a desktop', conditions: { ...phone, isMobile: false }, shows: false },
    { name: 'embed mode', conditions: { ...phone, embedded: true }, shows: false },
    { name: 'an OS not in the list', conditions: { ...phone, bannerOsList: ['ios'] }, shows: false },
    { name: 'an empty OS list', conditions: { ...phone, bannerOsList: [] }, shows: false },
    { name: 'an unknown OS', conditions: { ...phone, os: null }, shows: false },
    { name: 'the dismissal cookie', conditions: { ...phone, dismissed: true }, shows: false },
    { name: 'the list spelled in another case', conditions: { ...phone, bannerOsList: ['ANDROID'] }, shows: true },
    { name: 'a detected OS with spaces', conditions: { ...phone, os: ' android ' }, shows: true },
    { name: 'an OS no store serves but listed', conditions: { ...phone, os: 'Windows', bannerOsList: ['windows'] }, shows: true },
  ])('$name → $shows', ({ conditions, shows }) => {
    expect(isNativeBannerEligible(conditions)).toBe(shows);
  });

  it('shows exactly when all four conditions hold', () => {
    const os = fc.constantFrom('android', 'Android', 'ios', 'iOS', 'windows', 'ipados');
    const conditions = fc.record({
      isMobile: fc.boolean(),
      embedded: fc.boolean(),
      os: fc.option(os, { nil: null }),
      bannerOsList: fc.array(os, { maxLength: 4 }),
      dismissed: fc.boolean(),
    });
    fc.assert(
      fc.property(conditions, (c) => {
        const listed = c.os !== null && c.bannerOsList.some((entry) => entry.toLowerCase() === c.os!.toLowerCase());
        expect(isNativeBannerEligible(c)).toBe(c.isMobile && !c.embedded && listed && !c.dismissed);
      }),
    );
  });

  it('never shows for a dismissed banner, a desktop or embed mode, whatever else holds', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.string(), fc.array(fc.string()), fc.boolean(), (isMobile, embedded, os, bannerOsList, dismissed) => {
        fc.pre(dismissed || !isMobile || embedded);
        expect(isNativeBannerEligible({ isMobile, embedded, os, bannerOsList, dismissed })).toBe(false);
      }),
    );
  });
});

describe('nativeAppStoreOf and nativeAppStoreLink', () => {
  it.each([
    { os: 'Android', store: 'google', link: links.android },
    { os: 'android', store: 'google', link: links.android },
    { os: 'iOS', store: 'apple', link: links.ios },
    { os: 'iPadOS', store: 'apple', link: links.ios },
    { os: 'Windows', store: null, link: null },
    { os: '', store: null, link: null },
    { os: null, store: null, link: null },
  ])('$os → $store', ({ os, store, link }) => {
    expect(nativeAppStoreOf(os)).toBe(store);
    expect(nativeAppStoreLink(os, links)).toBe(link);
  });

  it('the link is the configured link of the OS store, whatever the spelling', () => {
    const spelled = fc
      .tuple(fc.constantFrom('android', 'ios', 'ipados'), fc.array(fc.boolean(), { minLength: 8, maxLength: 8 }))
      .map(([os, upper]) => ({ os, spelling: ` ${[...os].map((char, i) => (upper[i] ? char.toUpperCase() : char)).join('')}` }));
    fc.assert(
      fc.property(spelled, fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), ({ os, spelling }, android, ios) => {
        expect(nativeAppStoreLink(spelling, { android, ios })).toBe(os === 'android' ? android : ios);
      }),
    );
  });
});
