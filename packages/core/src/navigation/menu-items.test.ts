import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../types/catalogue.ts';
import { matchRoute } from '../routes/match-route.ts';
import { menuItems, NavigationLabelKey, resolveMenuItemLink } from './menu-items.ts';

const item = (overrides: Partial<MenuItem> & Pick<MenuItem, 'id'>): MenuItem => ({
  type: 'Categories',
  title: `Title ${overrides.id}`,
  lobby: 'casino',
  isPersonalized: false,
  route: overrides.id,
  img: null,
  ...overrides,
});

const SERVER: MenuItem[] = [
  item({ id: 'novinky' }),
  item({ id: 'live-ruleta', lobby: 'live', route: 'ruleta' }),
  item({ id: 'oblibene', isPersonalized: true, route: '/uzivatel/oblibene', type: 'Internal' }),
  item({ id: 'egypt', type: 'Collections' }),
  item({ id: 'vse', type: 'AllGames', route: '' }),
  item({ id: 'live-oblibene', lobby: 'live', isPersonalized: true, type: 'Internal', route: '/kasino-zive/uzivatel/oblibene-zive' }),
];

describe('menuItems (part 1 §2 menu order)', () => {
  it('casino, logged in: lobby, my games, providers, jackpots, collections, dynamic items, all games', () => {
    expect(menuItems('casino', SERVER, true).map((entry) => [entry.key, entry.to])).toEqual([
      ['lobby', '/'],
      ['my-games', '/uzivatel/moje-hry'],
      ['providers', '/vyrobci'],
      ['jackpots', '/jackpoty'],
      ['collections', '/zanr'],
      ['item:novinky', '/kategorie/novinky'],
      ['item:oblibene', '/uzivatel/oblibene'],
      ['item:egypt', '/zanr/egypt'],
      ['all-games', '/vsechny-hry'],
    ]);
  });

  it('casino, guest: no my games and no personalised server items', () => {
    expect(menuItems('casino', SERVER, false).map((entry) => entry.key)).toEqual([
      'lobby',
      'providers',
      'jackpots',
      'collections',
      'item:novinky',
      'item:egypt',
      'all-games',
    ]);
  });

  it('live, logged in: live lobby, my favourites, dynamic items, all games', () => {
    expect(menuItems('live', SERVER, true).map((entry) => [entry.key, entry.to])).toEqual([
      ['live-lobby', '/kasino-zive'],
      ['my-favourites', '/kasino-zive/uzivatel/moje-hry'],
      ['item:live-ruleta', '/kasino-zive/kategorie/ruleta'],
      ['item:live-oblibene', '/kasino-zive/uzivatel/oblibene-zive'],
      ['all-games', '/kasino-zive/vsechny-hry'],
    ]);
  });

  it('live, guest', () => {
    expect(menuItems('live', SERVER, false).map((entry) => entry.key)).toEqual(['live-lobby', 'item:live-ruleta', 'all-games']);
  });

  it('each lobby names its own all-games page (one name per page)', () => {
    expect(menuItems('casino', SERVER, false).at(-1)?.label).toBe(NavigationLabelKey.allGames);
    expect(menuItems('live', SERVER, false).at(-1)?.label).toBe(NavigationLabelKey.liveAllGames);
  });

  it('dynamic entries carry the server title and image; fixed ones a label key and their route', () => {
    const [lobby, ...rest] = menuItems('casino', [item({ id: 'x', img: 'icon-x' })], false);
    expect(lobby).toMatchObject({ kind: 'fixed', label: 'menu.lobby', routeName: 'preview' });
    expect(rest.find((entry) => entry.key === 'item:x')).toMatchObject({ kind: 'dynamic', label: 'Title x', img: 'icon-x', routeName: null });
  });

  it('properties: guests never see personalised entries; order and lobby are kept; every internal link is a route', () => {
    const menuItem = fc.record({
      id: fc.stringMatching(/^[a-z0-9]{1,6}$/),
      type: fc.constantFrom('Categories', 'Collections', 'Internal', 'AllGames'),
      title: fc.string(),
      lobby: fc.constantFrom('casino', 'live'),
      isPersonalized: fc.boolean(),
      route: fc.stringMatching(/^[a-z0-9-]{0,8}$/),
      img: fc.constant(null),
    }) as fc.Arbitrary<MenuItem>;
    fc.assert(
      fc.property(fc.constantFrom('casino', 'live'), fc.array(menuItem, { maxLength: 12 }), fc.boolean(), (lobby, items, loggedIn) => {
        const entries = menuItems(lobby, items, loggedIn);
        if (!loggedIn) expect(entries.some((entry) => entry.personalised)).toBe(false);
        const expectedDynamic = items.filter((it) => it.lobby === lobby && it.type !== 'AllGames' && (loggedIn || !it.isPersonalized));
        expect(entries.filter((entry) => entry.kind === 'dynamic').map((entry) => entry.label)).toEqual(expectedDynamic.map((it) => it.title));
        expect(entries.at(-1)?.key).toBe('all-games');
        for (const entry of entries.filter((candidate) => candidate.kind === 'fixed')) {
          expect(matchRoute(entry.to)?.name).toBe(entry.routeName);
        }
      }),
    );
  });
});

describe('resolveMenuItemLink', () => {
  it.each([
    [{ id: 'a', route: '/vlastni/cesta' }, '/vlastni/cesta'],
    [{ id: 'a', route: 'https://example.com' }, 'https://example.com'],
    [{ id: 'a', route: 'preview-providers', type: 'Internal' }, '/vyrobci'],
    [{ id: 'a', route: 'novinky', type: 'Categories' }, '/kategorie/novinky'],
    [{ id: 'a', route: 'ruleta', type: 'Categories', lobby: 'live' }, '/kasino-zive/kategorie/ruleta'],
    [{ id: 'a', route: '', type: 'Categories', lobby: 'live' }, '/kasino-zive'],
    [{ id: 'a', route: 'egypt', type: 'Collections' }, '/zanr/egypt'],
    [{ id: 'a', route: '', type: 'Collections' }, '/zanr'],
    [{ id: 'a', route: '', type: 'AllGames', lobby: 'live' }, '/kasino-zive/vsechny-hry'],
    [{ id: 'a', route: 'tournaments', type: 'Internal' }, '/tournaments'],
    [{ id: 'a', route: '', type: 'Internal' }, '/'],
  ] as const)('%o → %s', (overrides, expected) => {
    expect(resolveMenuItemLink(item(overrides))).toBe(expected);
  });
});
