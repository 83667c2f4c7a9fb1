// The generated world fed to core's own rules: the data has to exercise them the way the demo
// platform, Storybook and e2e tests will (search finds accented names, bonuses aggregate with free
// spins first, launch URLs resolve, every route of the world's links is known).
import {
  aggregateGamingBonuses,
  emptyLiveFilters,
  fillLaunchTemplate,
  isPromotionRestricted,
  matchRoute,
  matchesLiveFilters,
  promotionActivity,
  recentWins,
  resolveMenuItemLink,
  resolveSubmenuLink,
  searchCatalogue,
  selectLaunchTemplate,
  visibleWebMessages,
  type LiveGame,
} from '@casino/core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_NOW, generateWorld } from './index.ts';

const world = generateWorld();
const demo = world.players.find((player) => player.username === 'demo');
if (!demo) throw new Error('no demo player');

describe('the world with core rules', () => {
  it('search for "kral" finds Král Vikingů among games named with Král', () => {
    const results = searchCatalogue(world, 'kral', world.settings.search);
    const names = results.filter((r) => r.kind === 'game').map((r) => (r.item as { name: string }).name);
    expect(names).toContain('Král Vikingů');
    expect(
      names.every((name) =>
        name
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase()
          .includes('kral'),
      ),
    ).toBe(true);
  });

  it('search for "book" finds Book of Dead and other books', () => {
    const games = searchCatalogue(world, 'book', world.settings.search).filter((r) => r.kind === 'game');
    expect(games.map((r) => (r.item as { name: string }).name)).toContain('Book of Dead');
    expect(games.length).toBeGreaterThan(5);
  });

  it('aggregates the demo bonuses: every form of selected game counts, free spins win over golden chips', () => {
    const { freeSpins, goldenChips } = aggregateGamingBonuses(demo.gamingBonuses);
    const bonus = (type: string) =>
      demo.gamingBonuses.find((b) => b.bonusType === type && /^(active|accepted)$/i.test(b.bonusStatus) && (b.freeSpinsCountRemaining ?? 1) > 0);
    const stringGame = bonus('freespins')?.selectedGames[0] as string;
    const codeNameGame = (bonus('freespins2')?.selectedGames[0] as { codeName: string }).codeName;
    expect(freeSpins[stringGame]).toBe(20);
    expect(freeSpins[codeNameGame]).toBe(10);
    expect(Object.keys(goldenChips).length).toBeGreaterThan(0);
    for (const code of Object.keys(goldenChips)) expect(freeSpins[code]).toBeUndefined();
    expect(Object.values(freeSpins).every((count) => count > 0)).toBe(true);
  });

  it('keeps one recent win per game from the demo results, zero wins dropped', () => {
    const wins = recentWins(demo.gameResults);
    expect(wins.length).toBeGreaterThan(0);
    expect(wins.every((w) => w.win > 0)).toBe(true);
    expect(new Set(wins.map((w) => w.gameType)).size).toBe(wins.length);
  });

  it('shows some web messages at `now`, not all', () => {
    const visible = visibleWebMessages(world.webMessages, new Date(DEFAULT_NOW), new Set());
    expect(visible.length).toBeGreaterThan(1);
    expect(visible.length).toBeLessThan(world.webMessages.length);
  });

  it('restricts promotions by audience and marks the demo opt-ins active', () => {
    expect(world.promotions.filter((p) => isPromotionRestricted(p, true)).length).toBeGreaterThan(0);
    expect(world.promotions.filter((p) => isPromotionRestricted(p, false)).length).toBeGreaterThan(0);
    const active = world.promotions.filter((p) => promotionActivity(p, demo) === 'active');
    expect(active.some((p) => p.templateCode && demo.bonusTemplateOptIns.some((o) => o.templateCode === p.templateCode))).toBe(true);
    expect(active.some((p) => p.tagName && demo.tagNameOptIn.some((o) => o.name === p.tagName))).toBe(true);
  });

  it('fills launch templates for every provider; exactly one lacks a demo URL', () => {
    const missingDemo = world.providers.filter((provider) => {
      const launch = world.providerLaunch[provider.id];
      if (!launch) throw new Error(`no launch data for ${provider.id}`);
      const real = selectLaunchTemplate(launch, 'real', { mobile: false, live: false });
      expect(fillLaunchTemplate(real ?? '', { gameCode: 'g', clientPlatform: 'web', languageCode: 'cs', playerId: 'p', tempToken: 't' })).toBe(
        '/demo-games/g?mode=real&platform=web&lang=cs&player=p&token=t',
      );
      return selectLaunchTemplate(launch, 'demo', { mobile: true, live: false }) === null;
    });
    expect(missingDemo).toHaveLength(1);
  });

  it('has open tables with free seats for the available-seat filter', () => {
    const tables = new Map(world.liveTables.map((table) => [table.ImsGameCode, table]));
    const liveGames: LiveGame[] = world.games.filter((g) => tables.has(g.gameCode)).map((g) => ({ ...g, ...tables.get(g.gameCode) }));
    const open = liveGames.filter((g) => matchesLiveFilters(g, { ...emptyLiveFilters(), openTable: true }));
    const seat = liveGames.filter((g) => matchesLiveFilters(g, { ...emptyLiveFilters(), availableSeat: true }));
    expect(open.length).toBeGreaterThan(seat.length);
    expect(seat.length).toBeGreaterThan(0);
    expect(open.length).toBeLessThan(liveGames.length);
  });

  it('links menus, submenu, carousels and content to known routes', () => {
    const links = [
      ...world.menus.map(resolveMenuItemLink),
      ...world.submenu.map(resolveSubmenuLink).filter((to) => to.startsWith('/')),
      ...world.carousels.flatMap((c) => c.slides.map((s) => s.link)).filter((to): to is string => to !== null),
    ];
    for (const link of links) expect(matchRoute(link), link).not.toBeNull();
  });
});
