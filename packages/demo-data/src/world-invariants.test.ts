// The invariants every world keeps: references resolve, every variety is present, codes and slugs
// are unique. Checked on the default world, over random seeds and small sizes, and shown to catch
// broken worlds.
import fc from 'fast-check';
import { GameListSource, WidgetType } from '@casino/core';
import { describe, expect, it } from 'vitest';
import { generateWorld } from './index.ts';
import type { DemoWorld } from './world.ts';
import { worldProblems } from './world-invariants.ts';

const world = generateWorld();
const small = generateWorld({ seed: 5, size: 60 });

describe('worldProblems on generated worlds', () => {
  it('finds nothing wrong with the default world', () => {
    expect(worldProblems(world)).toEqual([]);
  });

  // Generous timeouts: these generate many worlds, and CI machines may be busy.
  it('finds nothing wrong for random seeds and sizes 10–300', { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.integer({ min: 10, max: 300 }), (seed, size) => {
        expect(worldProblems(generateWorld({ seed, size }))).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('finds nothing wrong with a large world', { timeout: 60_000 }, () => {
    expect(worldProblems(generateWorld({ seed: 99, size: 10_000 }))).toEqual([]);
  });
});

describe('every variety is present', () => {
  it('has a category for every GameListSource, in both lobbies', () => {
    expect(new Set(world.categories.map((c) => c.type))).toEqual(new Set(Object.values(GameListSource)));
    expect(world.categories.filter((c) => c.lobby === 'live').map((c) => c.type)).toEqual(
      expect.arrayContaining(['Default', 'FavouritesLive', 'BecauseYouLikeLiveInternal']),
    );
    expect(
      world.categories
        .filter((c) => c.style === 'Top10')
        .map((c) => c.lobby)
        .sort(),
    ).toEqual(['casino', 'live']);
  });

  it('fills service lists and leaves player lists empty', () => {
    const byType = (type: GameListSource) => world.categories.filter((c) => c.type === type);
    for (const type of ['PopularPggService', 'TrendingPggService', 'RecommendedPggService', 'BecauseYouPlayedPggService'] as const)
      for (const category of byType(type)) expect(category.games.length).toBe(30);
    for (const type of ['Favourites', 'FavouritesLive', 'MostPlayed', 'RecentlyPlayed', 'RecentWins', 'BloomreachPersonalized'] as const)
      for (const category of byType(type)) expect(category.games).toEqual([]);
  });

  it('uses every WidgetType in the casino lobby and in the live lobby', () => {
    const casino = world.layouts.find((l) => l.type === 'default' && l.lobbyType === 'Casino');
    const live = world.layouts.find((l) => l.type === 'live-lobby' && l.lobbyType === 'Live');
    for (const layout of [casino, live]) expect(new Set(layout?.widgets.map((w) => w.type))).toEqual(new Set(Object.values(WidgetType)));
    // Every category of a lobby has a games widget there, so its data is fetched when it is shown.
    for (const [layout, lobby] of [
      [casino, 'casino'],
      [live, 'live'],
    ] as const) {
      const shown = new Set(layout?.widgets.filter((w) => w.type === 'games').map((w) => w.refId));
      for (const category of world.categories.filter((c) => c.lobby === lobby)) expect(shown).toContain(category.id);
    }
  });

  it('has layouts for every layout of the route table plus the live lobby', () => {
    expect(new Set(world.layouts.map((l) => l.type))).toEqual(new Set(['default', 'live-lobby', 'winners', 'clean', 'game-play', 'live-casino']));
  });

  it('has promotions for every audience, opted into by template code or tag', () => {
    expect(new Set(world.promotions.map((p) => p.visibleTo))).toEqual(new Set(['all', 'logged in', 'not logged in', null]));
    expect(world.promotions.some((p) => p.templateCode && p.tagName)).toBe(true);
    expect(world.promotions.some((p) => p.templateCode && !p.tagName)).toBe(true);
    expect(world.promotions.some((p) => !p.templateCode && p.tagName)).toBe(true);
  });

  it('has menus with dynamic, personalised, collection and all-games items in both lobbies', () => {
    for (const lobby of ['casino', 'live'] as const) {
      const items = world.menus.filter((m) => m.lobby === lobby);
      expect(items.some((m) => m.type === 'Categories' && !m.isPersonalized)).toBe(true);
      expect(items.some((m) => m.isPersonalized)).toBe(true);
      // Collections live at /zanr in the casino lobby; the live menu stays in its own lobby.
      expect(items.some((m) => m.type === 'Collections')).toBe(lobby === 'casino');
      expect(items.filter((m) => m.type === 'AllGames')).toHaveLength(1);
    }
    expect(new Set(world.menus.map((m) => m.id)).size).toBe(world.menus.length);
  });

  it('has 8–15 collections, each game in 1–3, and 3–6 jackpots of 4–10 levels', () => {
    expect(world.collections.length).toBeGreaterThanOrEqual(8);
    expect(world.collections.length).toBeLessThanOrEqual(15);
    expect(world.collections.map((c) => c.title)).toEqual(expect.arrayContaining(['Knihy', 'Ovoce', 'Egypt', 'Megaways']));
    expect(world.collections.filter((c) => c.excludeFromPage)).toHaveLength(1);
    expect(world.games.find((g) => g.gameCode === 'book-of-dead')?.collections).toContain('col-knihy');
    expect(world.jackpots.length).toBeGreaterThanOrEqual(3);
    expect(world.jackpots.length).toBeLessThanOrEqual(6);
  });

  it('has a seo record for every seo id and only for those', () => {
    const used = new Set([
      ...world.layouts.flatMap((l) => Object.values(l.seoId)),
      ...[...world.categories, ...world.collections, ...world.contentPages].map((entry) => entry.seoId),
    ]);
    expect(new Set(Object.keys(world.seo))).toEqual(used);
  });
});

describe('worldProblems catches broken worlds', () => {
  const broken = (change: (copy: DemoWorld) => DemoWorld) => worldProblems(change(structuredClone(small)));

  it.each<[string, (copy: DemoWorld) => DemoWorld, RegExp]>([
    ['a duplicate game code', (w) => ({ ...w, games: [...w.games.slice(0, -1), { ...w.games[0]!, name: 'x' }] }), /duplicate gameCode/],
    [
      'a category listing an unknown game',
      (w) => ({ ...w, categories: w.categories.map((c, i) => (i === 0 ? { ...c, games: [...c.games, 'nope'] } : c)) }),
      /unknown game nope/,
    ],
    [
      'a widget pointing nowhere',
      (w) => ({ ...w, layouts: w.layouts.map((l, i) => (i === 0 ? { ...l, widgets: [{ id: 'w-x', type: 'games', refId: 'cat-missing' }] } : l)) }),
      /resolves to nothing/,
    ],
    ['a missing GameListSource', (w) => ({ ...w, categories: w.categories.filter((c) => c.type !== 'RecentWins') }), /source RecentWins/],
    ['a missing audience', (w) => ({ ...w, promotions: w.promotions.filter((p) => p.visibleTo !== null) }), /visible to null/],
    ['a missing account', (w) => ({ ...w, players: w.players.slice(0, 3) }), /players/],
    ['an out-of-range RTP', (w) => ({ ...w, games: w.games.map((g, i) => (i === 0 ? { ...g, rtp: 99.5 } : g)) }), /rtp 99.5/],
    [
      'a jackpot level above the one before',
      (w) => ({ ...w, jackpots: w.jackpots.map((j, i) => (i === 0 ? { ...j, jackpotLevels: [...j.jackpotLevels].reverse() } : j)) }),
      /not below/,
    ],
    ['a live game without a table', (w) => ({ ...w, liveTables: w.liveTables.slice(1) }), /live tables do not match|has no table/],
    [
      'a duplicate category slug',
      (w) => ({ ...w, categories: w.categories.map((c, i) => (i === 1 ? { ...c, slug: w.categories[0]!.slug } : c)) }),
      /slugs are not unique/,
    ],
    [
      'a slide linking a promotion for logged-in players only',
      (w) => ({
        ...w,
        carousels: w.carousels.map((c, i) =>
          i === 0 ? { ...c, slides: [{ id: 's-x', title: 'x', image: 'x', link: '/promo-bonusy/patecni-free-spiny' }] } : c,
        ),
      }),
      /slide s-x links promotion patecni-free-spiny/,
    ],
    [
      'a submenu item linking a draft promotion',
      (w) => ({ ...w, submenu: [...w.submenu, { icon: null, title: 'VIP', type: 'promotion', slug: 'vip-vikend', url: null }] }),
      /submenu VIP links promotion vip-vikend/,
    ],
    [
      'two live menu items of one title',
      (w) => ({ ...w, menus: [...w.menus, { ...w.menus.find((m) => m.lobby === 'live' && m.type === 'Categories')!, id: 'menu-live-x' }] }),
      /live menu: two items named/,
    ],
    [
      'a live menu item leaving the live lobby',
      (w) => ({
        ...w,
        menus: [...w.menus, { ...w.menus.find((m) => m.lobby === 'live')!, id: 'menu-live-y', title: 'Y', type: 'Collections', route: '/zanr/knihy' }],
      }),
      /live menu menu-live-y: \/zanr\/knihy leaves the live lobby/,
    ],
    [
      'a destination under another name',
      (w) => ({ ...w, menus: w.menus.map((m) => (m.route === '/tournaments' ? { ...m, title: 'Turnaje a soutěže' } : m)) }),
      /\/tournaments is called Turnaje a soutěže, not Turnaje/,
    ],
    [
      'a seo title naming a destination otherwise',
      (w) => ({ ...w, seo: { ...w.seo, 'seo-promotions': { ...w.seo['seo-promotions']!, title: 'Bonusy | Kasino Demo' } } }),
      /seo seo-promotions: title Bonusy/,
    ],
    [
      'a promotion whose English points at its Czech art',
      (w) => {
        const image = w.promotions.find((p) => p.image)!.image!;
        const { [image]: _gone, ...english } = w.english;
        return { ...w, english };
      },
      /promotion image promotion-[\w-]+: English content points at Czech art/,
    ],
    [
      'an og image whose English is another image with Czech words',
      (w) => {
        const [first, second] = Object.values(w.seo).flatMap((seo) => (seo.ogImage ? [seo.ogImage] : []));
        return { ...w, english: { ...w.english, [first!]: second! } };
      },
      /og image og-[\w-]+: English content points at Czech art \(og-/,
    ],
    [
      'a web message without its English',
      (w) => ({ ...w, webMessages: [...w.webMessages, { id: 'wm-x', start: '2026-01-01T00:00:00Z', priority: 1, title: 'Údržba', text: 'Jen česky.' }] }),
      /no English for "Jen česky\."/,
    ],
  ])('%s', (_name, change, message) => {
    expect(broken(change).join('\n')).toMatch(message);
  });
});
