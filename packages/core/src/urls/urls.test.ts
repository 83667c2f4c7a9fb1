import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountUrl, depositUrl } from './account-urls.ts';
import { assetUrl, fallbackImageUrl, gameImageUrl } from './asset-url.ts';
import { nativeAppLink } from './native-app-link.ts';
import { withQuery } from './join-url.ts';

describe('assetUrl', () => {
  it.each([
    ['/content', 'logo', {}, '/content/assets/logo?format=webp'],
    ['/content/', 'logo', { seoFileName: 'netent-logo.webp' }, '/content/assets/logo/netent-logo.webp?format=webp'],
    [
      'https://cdn.example.com/api',
      'a b',
      { transform: { width: 300, height: 200, fit: 'cover' } },
      'https://cdn.example.com/api/assets/a%20b?format=webp&width=300&height=200&fit=cover',
    ],
    ['/content', 'x', { transform: { format: 'png', width: 10, height: null } }, '/content/assets/x?format=webp&width=10'],
  ] as const)('%s + %s → %s', (base, id, options, expected) => {
    expect(assetUrl(base, id, options)).toBe(expected);
  });

  it('game images by code, type and file version', () => {
    expect(gameImageUrl('/content', { gameCode: 'bookofdead', fileVersion: 3 }, 'Landscape')).toBe('/content/assets/game-bookofdead-landscape?format=webp&v=3');
    expect(gameImageUrl('/content', { gameCode: 'x', fileVersion: 1 }, 'Thumbnail', { width: 200 })).toBe(
      '/content/assets/game-x-thumbnail?format=webp&v=1&width=200',
    );
    expect(fallbackImageUrl('/content')).toBe('/content/assets/fallback?format=webp');
  });

  // '.' and '..' are dot segments a URL parser resolves away; asset ids never are.
  it('is always webp and keeps the id as one path segment', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((id) => id !== '.' && id !== '..'),
        fc.dictionary(fc.stringMatching(/^[a-z]{1,6}$/), fc.integer()),
        (id, transform) => {
          const url = new URL(assetUrl('http://h/content', id, { transform }));
          expect(url.searchParams.getAll('format')).toEqual(['webp']);
          expect(url.pathname.split('/')).toHaveLength(4);
          expect(decodeURIComponent(url.pathname.split('/')[3]!)).toBe(id);
        },
      ),
    );
  });
});

describe('nativeAppLink', () => {
  it.each([
    ['casinoapp://', 'kasino', 'bookofdead', 'casinoapp://kasino/play/bookofdead'],
    ['casinoapp://', '/kasino/', 'bookofdead', 'casinoapp://kasino/play/bookofdead'],
    ['casinoapp://', '', 'bookofdead', 'casinoapp://play/bookofdead'],
    ['casinoapp:', 'lobby', 'a b', 'casinoapp:lobby/play/a%20b'],
  ])('%s + %s + %s → %s', (scheme, location, gameCode, expected) => {
    expect(nativeAppLink(scheme, location, gameCode)).toBe(expected);
  });
});

describe('account and deposit links', () => {
  const context = { prematchHost: 'https://www.example.cz', gameModeHost: 'https://m.example.cz/', currentUrl: 'https://kasino.example.cz/vyrobci?x=1' };

  it('desktop goes to the prematch host, touch to the game-mode host; close and back are the current page', () => {
    const desktop = new URL(accountUrl({ ...context, touch: false }));
    expect(desktop.origin).toBe('https://www.example.cz');
    expect(desktop.pathname).toBe('/my-account');
    expect(desktop.searchParams.get('closeUrl')).toBe(context.currentUrl);
    expect(desktop.searchParams.get('backUrl')).toBe(context.currentUrl);
    expect(new URL(accountUrl({ ...context, touch: true, path: '/ucet' })).href).toMatch(/^https:\/\/m\.example\.cz\/ucet\?/);
  });

  it('deposit adds clientType and clientPlatform', () => {
    const mobile = new URL(depositUrl({ ...context, touch: true, mobile: true }));
    expect(mobile.searchParams.get('clientType')).toBe('casino');
    expect(mobile.searchParams.get('clientPlatform')).toBe('mobile');
    const web = new URL(depositUrl({ ...context, touch: false, mobile: false, clientType: 'live' }));
    expect(web.origin).toBe('https://www.example.cz');
    expect(web.searchParams.get('clientType')).toBe('live');
    expect(web.searchParams.get('clientPlatform')).toBe('web');
  });

  it('withQuery keeps an existing query and the hash', () => {
    expect(
      withQuery('/a?x=1#h', [
        ['y', 2],
        ['z', null],
      ]),
    ).toBe('/a?x=1&y=2#h');
    expect(withQuery('/a', [])).toBe('/a');
  });
});
