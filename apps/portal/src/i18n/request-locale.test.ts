import { describe, expect, it } from 'vitest';
import { localeSwitchHref, localeSwitchRedirect, requestLocale } from './request-locale.ts';

const request = (path: string, cookie?: string) => new Request(`http://portal.test${path}`, cookie === undefined ? {} : { headers: { Cookie: cookie } });

describe('the locale of a request (D1: /en prefix, ?lang=, locale cookie, site default)', () => {
  it('takes each source in order', () => {
    expect(requestLocale(request('/'), 'cs')).toBe('cs');
    expect(requestLocale(request('/', 'locale=en'), 'cs')).toBe('en');
    expect(requestLocale(request('/?lang=cs', 'locale=en'), 'cs')).toBe('cs');
    expect(requestLocale(request('/en/vyrobci?lang=cs', 'locale=cs'), 'cs')).toBe('en');
    expect(requestLocale(request('/', 'theme=dark; locale=de'), 'cs')).toBe('cs');
  });
});

describe('switching the language', () => {
  it('writes the cookie for a year and moves to the prefixed path, keeping the rest of the query', () => {
    expect(localeSwitchRedirect(request('/vyrobci?lang=en&sort=az'))).toEqual({
      location: '/en/vyrobci?sort=az',
      setCookie: 'locale=en; Path=/; Max-Age=31536000; SameSite=Lax',
    });
    expect(localeSwitchRedirect(request('/en?lang=cs'))?.location).toBe('/');
  });

  it('never sends the browser to another site', () => {
    expect(localeSwitchRedirect(request('//evil.test/x?lang=cs'))?.location).toBe('/evil.test/x');
    expect(localeSwitchRedirect(request('/%2F%2Fevil.test?lang=cs'))?.location).toBe('/%2F%2Fevil.test');
    expect(localeSwitchRedirect(request('/en//evil.test?lang=cs'))?.location).toBe('/evil.test');
  });

  it('ignores a lang it does not support', () => {
    expect(localeSwitchRedirect(request('/?lang=de'))).toBeNull();
    expect(localeSwitchRedirect(request('/'))).toBeNull();
  });

  it('links the same page in the other language', () => {
    expect(localeSwitchHref('/en/vyrobci', 'cs')).toBe('/vyrobci?lang=cs');
    expect(localeSwitchHref('/', 'en')).toBe('/en?lang=en');
  });
});
