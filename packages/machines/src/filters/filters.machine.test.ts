import {
  AnalyticsEventName,
  countActiveFilters,
  emptyCasinoFilters,
  emptyFiltersOf,
  enabledOptionCount,
  filterFacetCounts,
  filtersEqual,
  mergeLiveTables,
  withFixedSelection,
  type AnalyticsEvent,
  type CasinoFilters,
} from '@casino/core';
import { generateWorld } from '@casino/demo-data';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FakeActors, flush, modelOf, TestClock, type ModelEvent } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { connect } from './filters.connect.ts';
import { filtersMachine } from './filters.machine.ts';
import type { AnyFilters, FiltersEvent, FiltersPage, SavedFilters } from './filters.types.ts';

const world = generateWorld({ size: 80 });
const casinoGames = world.games.filter((game) => game.type === 'Slot' || game.type === 'Crash');
const liveGames = mergeLiveTables(world.games, world.liveTables);
const [p1, p2] = [...new Set(casinoGames.map((game) => game.provider))] as [string, string];
const providerSlug = (id: string) => world.providers.find((provider) => provider.id === id)!.slug;

const pages = {
  lobby: { routeName: 'preview', params: {}, fixed: null },
  allGames: { routeName: 'preview-all-games', params: {}, fixed: null },
  provider: { routeName: 'preview-providers-slug', params: { slug: providerSlug(p1) }, fixed: { group: 'provider', option: p1 } },
  otherProvider: { routeName: 'preview-providers-slug', params: { slug: providerSlug(p2) }, fixed: { group: 'provider', option: p2 } },
  category: { routeName: 'preview-categories-slug', params: { slug: 'top-10' }, fixed: { group: 'category', option: 'cat-top-10' } },
} satisfies Record<string, FiltersPage>;

const casinoLoaded: FiltersEvent = { type: 'filters.catalogue-loaded', settings: world.settings, categories: world.categories, games: casinoGames };
const jackpotOnly: CasinoFilters = { ...emptyCasinoFilters(), jackpot: true };

interface Effects {
  saved: SavedFilters | null;
  tracked: AnalyticsEvent[];
  navigated: string[];
  navigatedWith: AnyFilters[];
}

const start = (lobby: 'casino' | 'live' = 'casino', storage: { saved: SavedFilters | null } = { saved: null }) => {
  const clock = new TestClock();
  const fakes = new FakeActors();
  const effects: Effects = { saved: storage.saved, tracked: [], navigated: [], navigatedWith: [] };
  const machine = filtersMachine.provide({
    actors: { readSaved: fakes.promise('readSaved') },
    actions: {
      saveApplied: (_, saved) => void (effects.saved = saved),
      removeSaved: () => void (effects.saved = null),
      navigate: (_, { routeName, filters }) => {
        effects.navigated.push(routeName);
        effects.navigatedWith.push(filters);
      },
      track: (_, event) => void effects.tracked.push(event),
    },
  });
  const actor = createActor(machine, { input: { lobby }, clock }).start();
  return { actor, clock, fakes, effects };
};

/** A started machine that restored whatever storage held. */
const ready = async (lobby: 'casino' | 'live' = 'casino', saved: SavedFilters | null = null) => {
  const run = start(lobby, { saved });
  run.fakes.resolve('readSaved', saved);
  await flush();
  return run;
};

describe('filters model', () => {
  const events: ModelEvent<typeof filtersMachine>[] = [
    casinoLoaded,
    { type: 'filters.toggle-option', group: 'provider', option: p1 },
    { type: 'filters.toggle-option', group: 'provider', option: p2 },
    { type: 'filters.set-flag', flag: 'jackpot', value: true },
    { type: 'filters.set-range', group: 'betAmount', range: [1, 10] },
    { type: 'filters.set-search', text: 'book' },
    { type: 'filters.open' },
    { type: 'filters.close' },
    { type: 'filters.apply' },
    { type: 'filters.clear' },
    { type: 'filters.take-applied', filters: jackpotOnly },
    ...Object.values(pages)
      .slice(0, 3)
      .map((page) => ({ type: 'filters.page-changed' as const, page })),
    { type: 'xstate.done.actor.readSaved', output: { lobby: 'casino', filters: jackpotOnly } },
    { type: 'xstate.done.actor.readSaved', output: { lobby: 'live', filters: emptyFiltersOf('live') } },
    { type: 'xstate.error.actor.readSaved', error: new Error('SecurityError') },
  ];
  const model = modelOf(filtersMachine, {
    events,
    input: { lobby: 'casino' },
    // The draft is edited in the open panel; pages change while it is closed. Flag, range and
    // search edits are modelled on an empty draft (they only make it differ).
    filterEvents: (snapshot, event) => {
      if (event.type === 'filters.catalogue-loaded') return snapshot.context.games.length === 0;
      if (event.type === 'filters.page-changed') return !snapshot.matches({ ready: 'open' });
      // A quick filter outside the panel toggles one provider.
      if (event.type === 'filters.toggle-option') return snapshot.matches({ ready: 'open' }) || event.option === p1;
      if (event.type.startsWith('filters.set-')) return snapshot.matches({ ready: 'open' }) && countActiveFilters(snapshot.context.draft) === 0;
      return true;
    },
    // What the guards look at: whether draft and applied differ, how many providers the draft
    // selects, whether anything is applied, the page and the pending navigation.
    vertexKey: ({ context }) => ({
      differs: !filtersEqual(context.draft, context.applied),
      applied: countActiveFilters(context.applied) > 0,
      providers: enabledOptionCount(context.draft, 'provider'),
      page: context.page?.routeName ?? null,
      navigating: context.navigatingTo !== null,
    }),
  });
  testModel(model, () => start());
});

describe('filters machine', () => {
  it('restores the saved set of its lobby and ignores another lobby’s or an unreadable one', async () => {
    const restored = await ready('casino', { lobby: 'casino', filters: jackpotOnly });
    expect(connect(restored.actor.getSnapshot())).toMatchObject({ restoring: false, applied: jackpotOnly, draft: jackpotOnly, activeCount: 1 });

    const otherLobby = await ready('casino', { lobby: 'live', filters: { ...emptyFiltersOf('live'), openTable: true } });
    expect(connect(otherLobby.actor.getSnapshot()).applied).toEqual(emptyCasinoFilters());

    const unreadable = start();
    expect(connect(unreadable.actor.getSnapshot()).restoring).toBe(true);
    unreadable.fakes.reject('readSaved', new Error('SecurityError'));
    await flush();
    expect(connect(unreadable.actor.getSnapshot())).toMatchObject({ restoring: false, applied: emptyCasinoFilters() });
  });

  it('takes the set the address names as draft and applied, saved but not tracked; another lobby’s set is refused', async () => {
    const { actor, effects } = await ready();
    actor.send({ type: 'filters.open' });
    actor.send({ type: 'filters.toggle-option', group: 'provider', option: p2 });
    actor.send({ type: 'filters.take-applied', filters: jackpotOnly });
    expect(connect(actor.getSnapshot())).toMatchObject({ applied: jackpotOnly, draft: jackpotOnly, canApply: false, activeCount: 1 });
    expect(effects).toMatchObject({ saved: { lobby: 'casino', filters: jackpotOnly }, tracked: [] });
    actor.send({ type: 'filters.take-applied', filters: { ...emptyFiltersOf('live'), openTable: true } });
    expect(connect(actor.getSnapshot()).applied).toEqual(jackpotOnly);
  });

  it('applies only a draft that differs: copies, saves, tracks casino_filters_click', async () => {
    const { actor, effects } = await ready();
    actor.send({ type: 'filters.page-changed', page: pages.allGames });
    actor.send({ type: 'filters.open' });
    expect(connect(actor.getSnapshot())).toMatchObject({ panelOpen: true, canApply: false });
    actor.send({ type: 'filters.apply' });
    expect(effects.tracked).toEqual([]);
    actor.send({ type: 'filters.toggle-option', group: 'provider', option: p1 });
    actor.send({ type: 'filters.set-flag', flag: 'jackpot', value: true });
    expect(connect(actor.getSnapshot())).toMatchObject({ canApply: true, draftCount: 2, activeCount: 0 });
    actor.send({ type: 'filters.apply' });
    const applied = { ...emptyCasinoFilters(), provider: { [p1]: true }, jackpot: true };
    expect(connect(actor.getSnapshot())).toMatchObject({ panelOpen: false, applied, canApply: false, activeCount: 2 });
    expect(effects.saved).toEqual({ lobby: 'casino', filters: applied });
    expect(effects.tracked).toEqual([expect.objectContaining({ event: AnalyticsEventName.filtersClick, origin: 'casino', active_filters: 2 })]);
    expect(effects.navigated).toEqual([]);
  });

  it('navigates to all games when applying elsewhere, keeps the filters there, clears them on another page', async () => {
    const { actor, effects } = await ready();
    actor.send({ type: 'filters.page-changed', page: pages.lobby });
    actor.send({ type: 'filters.toggle-option', group: 'provider', option: p2 });
    actor.send({ type: 'filters.apply' });
    expect(effects.navigated).toEqual(['preview-all-games']);
    actor.send({ type: 'filters.page-changed', page: pages.allGames });
    expect(connect(actor.getSnapshot()).activeCount).toBe(1);
    expect(effects.saved).not.toBeNull();
    actor.send({ type: 'filters.page-changed', page: { ...pages.allGames, params: {} } });
    expect(connect(actor.getSnapshot()).activeCount).toBe(1);
    actor.send({ type: 'filters.page-changed', page: pages.category });
    expect(connect(actor.getSnapshot())).toMatchObject({ activeCount: 0, draft: emptyCasinoFilters(), applied: emptyCasinoFilters() });
    expect(effects.saved).toBeNull();
  });

  it('stays on a provider page while its fixed provider is the only one selected', async () => {
    const { actor, effects } = await ready();
    actor.send({ type: 'filters.page-changed', page: pages.provider });
    expect(connect(actor.getSnapshot()).effective).toMatchObject({ provider: { [p1]: true } });
    actor.send({ type: 'filters.set-flag', flag: 'gamble', value: true });
    actor.send({ type: 'filters.apply' });
    expect(effects.navigated).toEqual([]);
    actor.send({ type: 'filters.toggle-option', group: 'provider', option: p2 });
    actor.send({ type: 'filters.apply' });
    expect(effects.navigated).toEqual(['preview-all-games']);
    // The all-games view gets the page's own provider beside the chosen one.
    expect(effects.navigatedWith.at(-1)).toMatchObject({ provider: { [p1]: true, [p2]: true }, gamble: true });
  });

  it('clear empties both sets and removes the saved copy; closing the panel drops the draft', async () => {
    const { actor, effects } = await ready('casino', { lobby: 'casino', filters: jackpotOnly });
    actor.send({ type: 'filters.open' });
    actor.send({ type: 'filters.toggle-option', group: 'reel', option: '5' });
    actor.send({ type: 'filters.close' });
    expect(connect(actor.getSnapshot()).draft).toEqual(jackpotOnly);
    actor.send({ type: 'filters.clear' });
    expect(connect(actor.getSnapshot())).toMatchObject({ draft: emptyCasinoFilters(), applied: emptyCasinoFilters() });
    expect(effects.saved).toBeNull();
  });

  it('ignores edits of groups the lobby’s filter set does not have', async () => {
    const casino = await ready();
    casino.actor.send({ type: 'filters.toggle-option', group: 'language', option: 'de' });
    casino.actor.send({ type: 'filters.set-flag', flag: 'openTable', value: true });
    expect(connect(casino.actor.getSnapshot()).draft).toEqual(emptyCasinoFilters());

    const live = await ready('live');
    live.actor.send({ type: 'filters.toggle-option', group: 'reel', option: '5' });
    live.actor.send({ type: 'filters.set-range', group: 'maxWin', range: [1, 2] });
    live.actor.send({ type: 'filters.set-search', text: 'roulette' });
    expect(connect(live.actor.getSnapshot()).draft).toEqual(emptyFiltersOf('live'));
  });

  it('works on the live shape: live_casino_filters_click, the live all-games view, live counts', async () => {
    const { actor, effects } = await ready('live');
    actor.send({ type: 'filters.catalogue-loaded', settings: world.settings, categories: world.categories, games: liveGames });
    actor.send({ type: 'filters.page-changed', page: { routeName: 'preview-live-casino', params: {}, fixed: null } });
    actor.send({ type: 'filters.set-flag', flag: 'openTable', value: true });
    actor.send({ type: 'filters.toggle-option', group: 'language', option: 'de' });
    const view = connect(actor.getSnapshot());
    expect(view.counts).toEqual(filterFacetCounts(liveGames, view.draft));
    expect(view.enabledGroups).toEqual(world.settings.enabledFiltersLive);
    actor.send({ type: 'filters.apply' });
    expect(effects.tracked).toEqual([expect.objectContaining({ event: AnalyticsEventName.liveFiltersClick, origin: 'live_casino' })]);
    expect(effects.navigated).toEqual(['preview-live-casino-all-games']);
    expect(effects.saved?.lobby).toBe('live');
  });

  it('offers the enabled groups, categories that hold games (no dynamic ones) and core’s counts', async () => {
    const { actor } = await ready();
    expect(connect(actor.getSnapshot())).toMatchObject({ enabledGroups: [], categoryOptions: [] });
    actor.send(casinoLoaded);
    actor.send({ type: 'filters.page-changed', page: pages.provider });
    actor.send({ type: 'filters.toggle-option', group: 'reel', option: '5' });
    const view = connect(actor.getSnapshot());
    expect(view.enabledGroups).toEqual(world.settings.enabledFilters);
    const used = new Set(casinoGames.flatMap((game) => game.categories));
    expect(view.categoryOptions.length).toBeGreaterThan(0);
    for (const category of view.categoryOptions) {
      expect(category).toMatchObject({ lobby: 'casino', type: 'Default' });
      expect(used.has(category.id)).toBe(true);
    }
    expect(view.counts).toEqual(filterFacetCounts(casinoGames, withFixedSelection(view.draft, pages.provider.fixed)));
  });

  it('property: apply, clear, restore and navigation never lose the applied set unexpectedly; counts follow core', async () => {
    type Command =
      | { kind: 'toggle'; provider: string }
      | { kind: 'flag'; value: boolean }
      | { kind: 'apply' | 'clear' | 'open' | 'close' | 'reload' }
      | { kind: 'navigate'; page: keyof typeof pages };
    // Apply and navigation weigh more: the interesting runs edit, apply, then move on.
    const command: fc.Arbitrary<Command> = fc.oneof(
      { arbitrary: fc.constantFrom(p1, p2).map((provider) => ({ kind: 'toggle' as const, provider })), weight: 2 },
      { arbitrary: fc.boolean().map((value) => ({ kind: 'flag' as const, value })), weight: 1 },
      { arbitrary: fc.constant({ kind: 'apply' as const }), weight: 2 },
      { arbitrary: fc.constantFrom('clear' as const, 'open' as const, 'close' as const, 'reload' as const).map((kind) => ({ kind })), weight: 1 },
      {
        arbitrary: fc.constantFrom(...(Object.keys(pages) as (keyof typeof pages)[])).map((page) => ({ kind: 'navigate' as const, page })),
        weight: 3,
      },
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 25 }), async (commands) => {
        const storage = { saved: null as SavedFilters | null };
        let run = await ready('casino', storage.saved);
        run.actor.send(casinoLoaded);
        let page: FiltersPage | null = null;
        // The reference: what the applied set must be.
        let expected: AnyFilters = emptyCasinoFilters();
        for (const next of commands) {
          const before = run.actor.getSnapshot().context;
          switch (next.kind) {
            case 'toggle':
              run.actor.send({ type: 'filters.toggle-option', group: 'provider', option: next.provider });
              break;
            case 'flag':
              run.actor.send({ type: 'filters.set-flag', flag: 'jackpot', value: next.value });
              break;
            case 'apply': {
              const navigations = run.effects.navigated.length;
              run.actor.send({ type: 'filters.apply' });
              if (!filtersEqual(before.draft, before.applied)) expected = before.draft;
              if (run.effects.navigated.length > navigations) {
                // The router follows the navigation the machine asked for: the filters must stay.
                expect(run.effects.navigated.at(-1)).toBe(pages.allGames.routeName);
                page = pages.allGames;
                run.actor.send({ type: 'filters.page-changed', page });
              }
              break;
            }
            case 'clear':
              run.actor.send({ type: 'filters.clear' });
              expected = emptyCasinoFilters();
              break;
            case 'open':
            case 'close':
              run.actor.send({ type: next.kind === 'open' ? 'filters.open' : 'filters.close' });
              break;
            case 'reload': {
              // A page refresh: a new machine restores what session storage holds.
              storage.saved = run.effects.saved;
              run.actor.stop();
              run = await ready('casino', storage.saved);
              run.actor.send(casinoLoaded);
              if (page) run.actor.send({ type: 'filters.page-changed', page });
              break;
            }
            case 'navigate': {
              const target: FiltersPage = pages[next.page];
              const keeps = page === null || (page.routeName === target.routeName && JSON.stringify(page.params) === JSON.stringify(target.params));
              run.actor.send({ type: 'filters.page-changed', page: target });
              if (!keeps) expected = emptyCasinoFilters();
              page = target;
              break;
            }
          }
          const view = connect(run.actor.getSnapshot());
          expect(filtersEqual(view.applied, expected)).toBe(true);
          // What a refresh would restore is what is applied (nothing saved means nothing applied).
          expect(filtersEqual(run.effects.saved?.filters ?? emptyCasinoFilters(), view.applied)).toBe(true);
          expect(view.counts).toEqual(filterFacetCounts(casinoGames, withFixedSelection(view.draft, page?.fixed ?? null)));
          expect(view.activeCount).toBe(countActiveFilters(view.applied));
        }
        run.actor.stop();
      }),
      { numRuns: 200 },
    );
  });
});
