import { describe, expect, it } from 'vitest';
import { localeSwitchHref, localeSwitchRedirect, pageLocale } from './request-locale.ts';

const request = (path: string) => new URL(`http://portal.test${path}`);

describe('the language of a page (one address, one language)', () => {
  it('is the /en prefix, otherwise the site default', () => {
    expect(pageLocale('/', 'cs')).toBe('cs');
    expect(pageLocale('/kasino-zive', 'cs')).toBe('cs');
    expect(pageLocale('/en', 'cs')).toBe('en');
    expect(pageLocale('/en/vyrobci', 'cs')).toBe('en');
    expect(pageLocale('/enigma', 'cs')).toBe('cs');
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

  it("keeps a page's filters through the switch and its redirect", () => {
    const href = localeSwitchHref('/vsechny-hry', 'en', 'provider=bohemia-gaming&jackpot=1');
    expect(href).toBe('/en/vsechny-hry?provider=bohemia-gaming&jackpot=1&lang=en');
    expect(localeSwitchRedirect(request(href))?.location).toBe('/en/vsechny-hry?provider=bohemia-gaming&jackpot=1');
  });
});
