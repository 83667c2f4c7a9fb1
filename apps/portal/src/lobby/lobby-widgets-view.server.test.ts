// The lobby's widget mapping over generated worlds: widgets keep the layout's order, a source that
// failed turns its widgets into the spec's error key (never a half view), game rows hold only a
// guest list's own games in its order and at most MAX_GAMES, a player-only list and a service list
// only its place (filled by the browser), and the page's lookups of missing ids leave the widget out.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlayerOnlyList, MAX_GAMES, personalCategoryKindBySource, type Vertical } from '@casino/core';
import { generateWorld } from '@casino/demo-data';
import { cachedLobbyWidgets, lobbyWidgets, layoutOf, isGuestList, type LobbySources } from './lobby-widgets-view.server.ts';
import { createViewCache } from '../view-cache.server.ts';
import { compactTiles } from './compact-games.ts';
import { isServiceList } from './service-rows/service-lists.ts';

const OPTIONAL = ['providers', 'collections', 'carousels', 'videos', 'jackpots'] as const;
const KIND_OF_SOURCE = { providers: ['providers'], collections: ['links'], carousels: ['carousel'], videos: ['video'], jackpots: ['jackpots'] } as const;
const links = { locale: 'cs' as const, preview: false, assetBase: 'https://assets.example/content' };

const sourcesOf = (seed: number, failed: ReadonlySet<(typeof OPTIONAL)[number]>): LobbySources => {
  const world = generateWorld({ seed, size: 80 });
  const failures = Object.fromEntries([...failed].map((name) => [name, `errors.test-${name}`]));
  const unless = <A>(name: (typeof OPTIONAL)[number], value: A): A | null => (failed.has(name) ? null : value);
  return {
    categories: world.categories,
    games: world.games,
    providers: unless('providers', world.providers),
    collections: unless('collections', world.collections),
    collectionGroups: unless('collections', world.collectionGroups),
    carousels: unless('carousels', world.carousels),
    videos: unless('videos', world.videoWidgets),
    jackpots: unless('jackpots', world.jackpots),
    currency: 'CZK',
    fetchedAt: 0,
    failures,
  };
};

describe('the lobby widgets of a layout', () => {
  it("keep the layout order, show failed sources as their error key, and rows hold a guest list's own games", () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.subarray([...OPTIONAL]), fc.constantFrom<Vertical>('Casino', 'Live'), (seed, failedList, vertical) => {
        const failed = new Set(failedList);
        const sources = sourcesOf(seed, failed);
        const layout = layoutOf(generateWorld({ seed, size: 80 }).layouts, vertical);
        if (layout === undefined) return;
        const widgets = lobbyWidgets(layout, sources, links);
        const order = layout.widgets.map((widget) => widget.id);
        const positions = widgets.map((widget) => order.indexOf(widget.id));
        expect(positions.every((position) => position >= 0)).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        for (const name of failed) {
          for (const kind of KIND_OF_SOURCE[name]) expect(widgets.some((widget) => widget.kind === kind)).toBe(false);
        }
        // Every player-only category of the layout keeps its place for a player's browser, with no games.
        const playerOnly = layout.widgets.filter((widget) => {
          const category = sources.categories.find((each) => each.id === widget.refId);
          return widget.type === 'games' && category !== undefined && isPlayerOnlyList(category.type);
        });
        expect(widgets.filter((widget) => widget.kind === 'player').map((widget) => widget.id)).toEqual(playerOnly.map((widget) => widget.id));
        // Every service list of the layout keeps its place for the browser, with no games; "because you
        // played" marked as the player's.
        const service = layout.widgets.filter((widget) => {
          const category = sources.categories.find((each) => each.id === widget.refId);
          return widget.type === 'games' && category !== undefined && isServiceList(category.type);
        });
        expect(widgets.filter((widget) => widget.kind === 'service').map((widget) => widget.id)).toEqual(service.map((widget) => widget.id));
        for (const widget of widgets) {
          if (widget.kind === 'service') {
            expect(widget.playersOnly).toBe(widget.source === 'BecauseYouPlayedPggService');
            expect('games' in widget).toBe(false);
          }
          if (widget.kind === 'player') {
            expect(widget.lobby).toBe(vertical === 'Live' ? 'live' : 'casino');
            expect(widget.moreHref === null).toBe(personalCategoryKindBySource(widget.source) === null);
            expect('games' in widget).toBe(false);
          }
          if (widget.kind === 'error') expect(widget.errorKey).toMatch(/^errors\.test-/);
          if (widget.kind !== 'games') continue;
          const source = layout.widgets.find((each) => each.id === widget.id);
          const category = sources.categories.find((each) => each.id === source?.refId);
          expect(category && isGuestList(category)).toBe(true);
          expect(compactTiles(widget.games).length).toBeGreaterThan(0);
          expect(compactTiles(widget.games).length).toBeLessThanOrEqual(MAX_GAMES);
          const listed = category!.games;
          const codes = compactTiles(widget.games).map((tile) => tile.key);
          // The row's games are the category's own, in its order.
          const indexes = codes.map((code) => listed.indexOf(code));
          expect(indexes.every((index) => index >= 0)).toBe(true);
          expect([...indexes].sort((a, b) => a - b)).toEqual(indexes);
        }
      }),
      { numRuns: 25 },
    );
  });

  it('from the view cache are the same widgets, made once per version of the shared answers; the jackpots per request', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.subarray([...OPTIONAL]), fc.constantFrom<Vertical>('Casino', 'Live'), (seed, failedList, vertical) => {
        const sources = sourcesOf(seed, new Set(failedList));
        const layout = layoutOf(generateWorld({ seed, size: 80 }).layouts, vertical);
        if (layout === undefined) return;
        const views = createViewCache();
        const first = cachedLobbyWidgets(views, layout, sources, links);
        expect(first).toEqual(lobbyWidgets(layout, sources, links));
        // Asked again with the same answers: the same views, not made anew.
        const again = cachedLobbyWidgets(views, layout, { ...sources, fetchedAt: 1 }, links);
        const rows = (widgets: typeof first) => widgets.filter((widget) => widget.kind === 'games');
        rows(again).forEach((row, index) => expect(row).toBe(rows(first)[index]));
        // The jackpots' amounts move: made from this request's answer.
        for (const widget of again) if (widget.kind === 'jackpots') expect(widget.fetchedAt).toBe(1);
        // Another language, or a new answer of the catalogue (renamed games): made anew.
        expect(cachedLobbyWidgets(views, layout, sources, { ...links, locale: 'en' })).toEqual(lobbyWidgets(layout, sources, { ...links, locale: 'en' }));
        const renamed = { ...sources, games: sources.games.map((game) => ({ ...game, name: `${game.name} (new)` })) };
        expect(cachedLobbyWidgets(views, layout, renamed, links)).toEqual(lobbyWidgets(layout, renamed, links));
      }),
      { numRuns: 15 },
    );
  });
});
