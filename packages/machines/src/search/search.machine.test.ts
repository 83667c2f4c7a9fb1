import {
  AnalyticsEventName,
  ErrorKey,
  LabelKey,
  SEARCH_PAGE_SIZE,
  SEARCH_RECOMMENDED_VISIBLE,
  SEARCH_TRACKING_DEBOUNCE_MS,
  searchCatalogue,
  type AnalyticsEvent,
  type Game,
} from '@casino/core';
import { generateWorld } from '@casino/demo-data';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FakeActors, modelOf, TestClock, type ModelEvent } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { connect } from './search.connect.ts';
import { searchMachine } from './search.machine.ts';
import type { SearchEvent } from './search.types.ts';

const world = generateWorld({ size: 300 });
const catalogue = { games: world.games, providers: world.providers, categories: world.categories, collections: world.collections };
const recommended: Game[] = world.games.slice(0, 8);
const loaded: SearchEvent = { type: 'search.catalogue-loaded', catalogue, settings: world.settings, recommended };

const start = (lobby: 'casino' | 'live' = 'casino') => {
  const clock = new TestClock();
  const tracked: AnalyticsEvent[] = [];
  const machine = searchMachine.provide({ actions: { track: (_, event) => void tracked.push(event) } });
  const actor = createActor(machine, { input: { lobby }, clock }).start();
  return { actor, clock, fakes: new FakeActors(), tracked };
};

/** A term that matches more than two pages of games in the demo catalogue. */
const broadTerm = ['a', 'e', 'o'].find((term) => searchCatalogue(catalogue, term, world.settings.search).length > 2 * SEARCH_PAGE_SIZE)!;

describe('search model', () => {
  it('has a term with more than two pages of results', () => {
    expect(broadTerm).toBeDefined();
  });

  const events: ModelEvent<typeof searchMachine>[] = [
    loaded,
    { type: 'search.catalogue-failed', errorKey: ErrorKey.failedToFetchGames },
    { type: 'search.input', term: broadTerm },
    { type: 'search.input', term: '?!' },
    { type: 'search.clear' },
    { type: 'search.show-more' },
    { type: 'search.show-more-recommended' },
    { type: 'xstate.after.trackingDebounce.search.typing' },
  ];
  const model = modelOf(searchMachine, {
    events,
    input: { lobby: 'casino' },
    filterEvents: (snapshot, event) =>
      (event.type !== 'search.catalogue-loaded' && event.type !== 'search.catalogue-failed') || snapshot.context.catalogueState === 'loading',
    // Results follow from the term and the catalogue: no need to compare them in the vertex.
    vertexKey: ({ context }) => ({
      term: context.term,
      catalogue: context.catalogueState,
      visibleCount: context.visibleCount,
      expanded: context.recommendedExpanded,
    }),
  });
  testModel(model, () => start());
});

describe('search machine', () => {
  it('tracks the normalised term 450 ms after the last keystroke, once', () => {
    const { actor, clock, tracked } = start();
    actor.send(loaded);
    for (const term of ['K', 'Kr', 'Krá', 'Král!']) {
      actor.send({ type: 'search.input', term });
      clock.increment(SEARCH_TRACKING_DEBOUNCE_MS - 1);
    }
    expect(tracked).toEqual([]);
    clock.increment(1);
    expect(tracked).toEqual([{ event: AnalyticsEventName.search, search_term: 'kral', origin: 'casino' }]);
    clock.increment(10 * SEARCH_TRACKING_DEBOUNCE_MS);
    expect(tracked).toHaveLength(1);
  });

  it('does not track a blank term or a cleared one, and uses the live origin in the live lobby', () => {
    const { actor, clock, tracked } = start('live');
    actor.send({ type: 'search.input', term: '  ' });
    clock.increment(SEARCH_TRACKING_DEBOUNCE_MS);
    actor.send({ type: 'search.input', term: 'roulette' });
    actor.send({ type: 'search.clear' });
    clock.increment(SEARCH_TRACKING_DEBOUNCE_MS);
    expect(tracked).toEqual([]);
    actor.send({ type: 'search.input', term: 'Roulette' });
    clock.increment(SEARCH_TRACKING_DEBOUNCE_MS);
    expect(tracked).toEqual([{ event: AnalyticsEventName.search, search_term: 'roulette', origin: 'live_casino' }]);
  });

  it('lists results from core a page of 40 at a time', () => {
    const { actor } = start();
    actor.send(loaded);
    actor.send({ type: 'search.input', term: broadTerm });
    const all = searchCatalogue(catalogue, broadTerm, world.settings.search);
    let view = connect(actor.getSnapshot());
    expect(view.results).toEqual(all.slice(0, SEARCH_PAGE_SIZE));
    expect(view).toMatchObject({ totalResults: all.length, canShowMore: true, searching: true, showPopularProviders: false });
    actor.send({ type: 'search.show-more' });
    view = connect(actor.getSnapshot());
    expect(view.results).toEqual(all.slice(0, 2 * SEARCH_PAGE_SIZE));
    actor.send({ type: 'search.input', term: `${broadTerm}${broadTerm}` });
    expect(connect(actor.getSnapshot()).results.length).toBeLessThanOrEqual(SEARCH_PAGE_SIZE);
  });

  it('shows the empty state for a term without results', () => {
    const { actor } = start();
    actor.send(loaded);
    actor.send({ type: 'search.input', term: 'qqqxqqq' });
    expect(connect(actor.getSnapshot())).toMatchObject({
      showEmptyState: true,
      emptyTitleKey: LabelKey.noResults,
      emptyMessageKey: LabelKey.noResultsMessage,
      results: [],
    });
  });

  it('suggests the closest game names when nothing matches a term with a typo, and none when something matches', () => {
    const { actor } = start();
    actor.send(loaded);
    const target = world.games.find((game) => game.name.length >= 8)!;
    // One letter dropped from the middle of a name: no name contains it, the name is one edit away.
    const typo = target.name.slice(0, 4) + target.name.slice(5);
    actor.send({ type: 'search.input', term: typo });
    const view = connect(actor.getSnapshot());
    if (view.totalResults === 0) expect(view.suggestions.map((game) => game.name)).toContain(target.name);
    actor.send({ type: 'search.input', term: target.name });
    expect(connect(actor.getSnapshot()).suggestions).toEqual([]);
  });

  it('says the catalogue is loading, then why it failed, and shows no empty state without a catalogue', () => {
    const { actor } = start();
    expect(connect(actor.getSnapshot())).toMatchObject({ loading: true, errorKey: null });
    actor.send({ type: 'search.input', term: 'book' });
    actor.send({ type: 'search.catalogue-failed', errorKey: ErrorKey.failedToFetchGames });
    expect(connect(actor.getSnapshot())).toMatchObject({ loading: false, errorKey: ErrorKey.failedToFetchGames, showEmptyState: false });
  });

  it('shows 5 recommended games before show more, then all', () => {
    const { actor } = start();
    actor.send(loaded);
    expect(connect(actor.getSnapshot())).toMatchObject({ recommended: recommended.slice(0, SEARCH_RECOMMENDED_VISIBLE), canShowMoreRecommended: true });
    actor.send({ type: 'search.show-more-recommended' });
    expect(connect(actor.getSnapshot())).toMatchObject({ recommended, canShowMoreRecommended: false });
  });

  it('shows the popular providers of the settings only while no search runs', () => {
    const { actor } = start();
    actor.send(loaded);
    const expected = world.settings.searchPopularProviders.map((id) => world.providers.find((p) => p.id === id)!);
    expect(connect(actor.getSnapshot())).toMatchObject({ showPopularProviders: true, popularProviders: expected });
    actor.send({ type: 'search.input', term: 'book' });
    expect(connect(actor.getSnapshot())).toMatchObject({ showPopularProviders: false, popularProviders: [] });
    const none = start();
    none.actor.send({ ...loaded, settings: { ...world.settings, searchPopularProviders: [] } } as SearchEvent);
    expect(connect(none.actor.getSnapshot()).showPopularProviders).toBe(false);
  });

  it('property: the listed results are a prefix of core’s results for the term', () => {
    const { actor } = start();
    actor.send(loaded);
    fc.assert(
      fc.property(fc.string({ maxLength: 4 }), fc.nat(3), (term, pages) => {
        actor.send({ type: 'search.input', term });
        for (let i = 0; i < pages; i++) actor.send({ type: 'search.show-more' });
        const all = searchCatalogue(catalogue, term, world.settings.search);
        const view = connect(actor.getSnapshot());
        expect(view.results).toEqual(all.slice(0, Math.min(all.length, SEARCH_PAGE_SIZE * (pages + 1))));
        expect(view.canShowMore).toBe(view.results.length < all.length);
      }),
    );
  });
});
