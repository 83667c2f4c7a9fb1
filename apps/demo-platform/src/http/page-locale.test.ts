// The platform's own pages pick their language: the link's lang, then the portal page they return
// to, then the browser's first language, then Czech.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SUPPORTED_LOCALES } from '@casino/core';
import { pageLocale } from './page-locale.ts';

const locale = fc.constantFrom(...SUPPORTED_LOCALES);
const portalPath = fc
  .array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 3 })
  .map((segments) => segments.filter((segment) => segment !== 'en' && segment !== 'cs'));
const returnTo = (prefix: string, segments: readonly string[]) => `http://127.0.0.1:4173${prefix}/${segments.join('/')}`;
const otherLanguage = fc.constantFrom('de', 'de-DE', 'sk', 'pl;q=0.8', '*', '');

describe('pageLocale', () => {
  it('takes a supported lang value first, whatever else the request says', () => {
    fc.assert(
      fc.property(locale, fc.option(portalPath), fc.string(), (lang, path, acceptLanguage) => {
        expect(pageLocale({ lang: lang.toUpperCase(), returnTo: path === null ? null : returnTo('/en', path), acceptLanguage })).toBe(lang);
      }),
    );
  });

  it('speaks the portal page it returns to: English under /en, Czech without a prefix', () => {
    fc.assert(
      fc.property(portalPath, fc.constantFrom(undefined, 'xx'), fc.constantFrom('en-GB', 'cs'), (path, lang, acceptLanguage) => {
        expect(pageLocale({ lang, returnTo: returnTo('/en', path), acceptLanguage })).toBe('en');
        expect(pageLocale({ lang, returnTo: returnTo('', path), acceptLanguage })).toBe('cs');
      }),
    );
  });

  it('follows the browser’s first language without a return address, and Czech for any other', () => {
    fc.assert(
      fc.property(locale, otherLanguage, (first, other) => {
        expect(pageLocale({ acceptLanguage: `${first}-XX,${other}` })).toBe(first);
        expect(pageLocale({ acceptLanguage: `${other},en;q=0.5` })).toBe('cs');
      }),
    );
    expect(pageLocale({})).toBe('cs');
  });
});
