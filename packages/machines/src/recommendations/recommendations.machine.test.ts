import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildRecommendations, ErrorKey, type Game, type SnackbarRequest, type StoredPersonalisedGames } from '@casino/core';
import { FakeActors, flush, type Harness, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { sampleGame } from '../game-session/game-session.fixtures.ts';
import { recommendationsMachine } from './recommendations.machine.ts';
import { connect } from './recommendations.connect.ts';
import type { RecommendationsContext, RecommendationsInput } from './recommendations.types.ts';

const game = (gameCode: string, overrides: Partial<Game> = {}): Game => sampleGame(gameCode, { name: gameCode.toUpperCase(), provider: 'prov', ...overrides });

const GAMES = [game('a'), game('b', { provider: 'other' }), game('c', { commercialTier: 5 }), game('d', { type: 'Crash' })];
const INPUT: RecommendationsInput = {
  games: GAMES,
  categories: [
    { id: 'like', type: 'BecauseYouLikeInternal', seed: 'a' },
    { id: 'played', type: 'BecauseYouPlayedInternal', seed: 'b' },
    { id: 'picks', type: 'BloomreachPersonalized' },
    { id: 'plain', type: 'Default' },
  ],
};
const NOW = 1_000_000;
const STORED: StoredPersonalisedGames = { recommendations: ['d', 'c'], duration: 60_000, storedAt: NOW - 10_000 };
const EXPIRED: StoredPersonalisedGames = { ...STORED, storedAt: NOW - 120_000 };

type RecommendationsHarness = Harness<typeof recommendationsMachine> & { stored: StoredPersonalisedGames[]; snackbars: SnackbarRequest[] };

const harness = (input: RecommendationsInput = INPUT): RecommendationsHarness => {
  const fakes = new FakeActors();
  const clock = new TestClock();
  const stored: StoredPersonalisedGames[] = [];
  const machine = recommendationsMachine.provide({
    actors: {
      drawRandom: fakes.promise('drawRandom'),
      readPersonalisedCache: fakes.promise('readPersonalisedCache'),
      fetchPersonalisedGames: fakes.promise('fetchPersonalisedGames'),
    },
    actions: { storePersonalisedGames: (_, record) => stored.push(record.stored) },
  });
  const actor = createActor(machine, { clock, input });
  const snackbars: SnackbarRequest[] = [];
  actor.on('snackbar.show', ({ message }) => snackbars.push(message));
  actor.start();
  return { actor, clock, fakes, stored, snackbars };
};

const behaviour = (context: RecommendationsContext) => ({
  seeds: context.categories.map((category) => category.seed),
  catalogue: context.catalogue.length,
  refreshingId: context.refreshingId,
  personalisedKnown: context.personalised !== null,
  cached: !!context.cache?.stored,
});

describe('recommendations model', () => {
  const model = modelOf(recommendationsMachine, {
    inputs: [INPUT, { games: GAMES, categories: [{ id: 'like', type: 'BecauseYouLikeInternal', seed: 'a' }] }],
    // The lists follow from the seeds and the catalogue; the picks' behaviour from whether they and a
    // cached copy exist.
    vertexKey: (snapshot) => behaviour(snapshot.context),
    // One thing at a time: a draw or a personalisation in flight takes only its own answers.
    events: (snapshot) => {
      if (snapshot.matches({ refresh: 'drawing' })) {
        return [
          { type: 'xstate.done.actor.drawRandom', output: 0.99 },
          { type: 'xstate.error.actor.drawRandom', error: new Error('no randomness') },
        ];
      }
      if (snapshot.matches({ personalised: 'readingCache' })) {
        return [
          { type: 'xstate.done.actor.readPersonalisedCache', output: { stored: STORED, now: NOW } },
          { type: 'xstate.done.actor.readPersonalisedCache', output: { stored: EXPIRED, now: NOW } },
          { type: 'xstate.done.actor.readPersonalisedCache', output: { stored: null, now: NOW } },
          { type: 'xstate.error.actor.readPersonalisedCache', error: new Error('storage blocked') },
        ];
      }
      if (snapshot.matches({ personalised: 'fetching' })) {
        return [
          { type: 'xstate.done.actor.fetchPersonalisedGames', output: { recommendations: ['c', 'a', 'zz'], duration: 30_000 } },
          { type: 'xstate.error.actor.fetchPersonalisedGames', error: new Error('HTTP 502: Bad Gateway') },
          { type: 'recommendations.clear-personal' },
        ];
      }
      return [
        { type: 'recommendations.refresh', categoryId: 'like' },
        { type: 'recommendations.refresh', categoryId: 'played' },
        { type: 'recommendations.seed', categoryId: 'played', seed: 'c' },
        { type: 'recommendations.set-games', games: GAMES.slice(0, 3) },
        {
          type: 'recommendations.layout-changed',
          categories: [
            { id: 'like', type: 'BecauseYouLikeInternal' },
            { id: 'live', type: 'BecauseYouLikeLiveInternal', seed: 'd' },
          ],
        },
        { type: 'recommendations.personalise', userId: 'u-1' },
        { type: 'recommendations.clear-personal' },
      ];
    },
  });

  testModel(model, harness, {
    project: behaviour,
    afterStep: ({ snackbars, stored, actor }, step) => {
      if (step.event.type === 'xstate.error.actor.fetchPersonalisedGames' && !actor.getSnapshot().context.personalised) {
        expect(snackbars.at(-1)).toEqual({ title: ErrorKey.failedToFetchPersonalizedGames, type: 'alert' });
      }
      if (step.event.type === 'xstate.done.actor.fetchPersonalisedGames') {
        expect(stored.at(-1)).toMatchObject({ recommendations: ['c', 'a', 'zz'], duration: 30_000 });
      }
      // Every list is what core builds from its seed.
      for (const category of actor.getSnapshot().context.categories) {
        const seedGame = actor.getSnapshot().context.catalogue.find((g) => g.gameCode === category.seed);
        expect(category.games).toEqual(seedGame ? buildRecommendations(seedGame, actor.getSnapshot().context.catalogue, category.list) : []);
      }
    },
  });
});

describe('recommendations behaviour', () => {
  it("takes a new page's categories, keeping the seeds of those that stay", () => {
    const h = harness();
    h.actor.send({
      type: 'recommendations.layout-changed',
      categories: [
        { id: 'like', type: 'BecauseYouLikeInternal' },
        { id: 'live', type: 'BecauseYouLikeLiveInternal', seed: 'd' },
      ],
    });
    const { context } = h.actor.getSnapshot();
    expect(context.categories.map((category) => [category.id, category.seed])).toEqual([
      ['like', 'a'],
      ['live', 'd'],
    ]);
    // The new page has no personalised picks.
    expect(context.personalisedCategoryId).toBeNull();
  });

  it('reads the cache of the player who logged in', () => {
    const h = harness();
    h.actor.send({ type: 'recommendations.personalise', userId: 'u-7' });
    expect(h.fakes.inputsOf('readPersonalisedCache')).toEqual([{ userId: 'u-7' }]);
  });

  it('refreshes with a random seed that no other category uses', async () => {
    const h = harness();
    h.actor.send({ type: 'recommendations.refresh', categoryId: 'like' });
    expect(connect(h.actor.getSnapshot()).categories[0]?.refreshing).toBe(true);
    // like's list is b, c, d in some order; 'b' is played's seed, so the draw picks among c and d.
    h.fakes.resolve('drawRandom', 0);
    await flush();
    const seed = connect(h.actor.getSnapshot()).categories[0]?.seed?.gameCode;
    expect(['c', 'd']).toContain(seed);
  });

  it('disables refresh when every game of the list is a seed', () => {
    const h = harness({
      games: GAMES.slice(0, 2),
      categories: [
        { id: 'like', type: 'BecauseYouLikeInternal', seed: 'a' },
        { id: 'played', type: 'BecauseYouPlayedInternal', seed: 'b' },
      ],
    });
    expect(connect(h.actor.getSnapshot()).categories.map((c) => c.refreshDisabled)).toEqual([true, true]);
    h.actor.send({ type: 'recommendations.refresh', categoryId: 'like' });
    expect(h.fakes.callsOf('drawRandom')).toEqual([]);
  });

  it('uses a valid cache without calling the service', async () => {
    const h = harness();
    h.actor.send({ type: 'recommendations.personalise', userId: 'u-1' });
    h.fakes.resolve('readPersonalisedCache', { stored: STORED, now: NOW });
    await flush();
    expect(h.fakes.callsOf('fetchPersonalisedGames')).toEqual([]);
    expect(connect(h.actor.getSnapshot()).personalised.map((g) => g.gameCode)).toEqual(['d', 'c']);
  });

  it('fetches when the cache expired, stores with the read time, and falls back to the old cache on failure', async () => {
    const h = harness();
    h.actor.send({ type: 'recommendations.personalise', userId: 'u-1' });
    h.fakes.resolve('readPersonalisedCache', { stored: EXPIRED, now: NOW });
    await flush();
    expect(h.fakes.pendingCall('fetchPersonalisedGames').input).toEqual({ userId: 'u-1' });
    h.fakes.reject('fetchPersonalisedGames', new Error('Request timed out'));
    await flush();
    expect(connect(h.actor.getSnapshot()).personalised.map((g) => g.gameCode)).toEqual(['d', 'c']);
    expect(h.snackbars).toEqual([]);
    h.actor.send({ type: 'recommendations.personalise', userId: 'u-1' });
    h.fakes.resolve('readPersonalisedCache', { stored: EXPIRED, now: NOW });
    await flush();
    h.fakes.resolve('fetchPersonalisedGames', { recommendations: ['a', 'unknown'], duration: 5_000 });
    await flush();
    expect(h.stored).toEqual([{ recommendations: ['a', 'unknown'], duration: 5_000, storedAt: NOW }]);
    expect(connect(h.actor.getSnapshot()).personalised.map((g) => g.gameCode)).toEqual(['a']);
  });

  it('asks for nothing when the layout has no personalised category', () => {
    const h = harness({ games: GAMES, categories: [{ id: 'like', type: 'BecauseYouLikeInternal', seed: 'a' }] });
    h.actor.send({ type: 'recommendations.personalise', userId: 'u-1' });
    expect(h.fakes.promiseCalls).toEqual([]);
  });

  it("a refreshed seed is never another category's seed nor outside the list (property)", async () => {
    const catalogue = Array.from({ length: 8 }, (_, i) => game(`g${i}`, { commercialTier: i % 4, provider: `p${i % 3}` }));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ category: fc.constantFrom('like', 'played', 'live'), random: fc.double({ min: 0, max: 0.999, noNaN: true }) }), { maxLength: 12 }),
        async (refreshes) => {
          const h = harness({
            games: catalogue,
            categories: [
              { id: 'like', type: 'BecauseYouLikeInternal', seed: 'g0' },
              { id: 'played', type: 'BecauseYouPlayedInternal', seed: 'g1' },
              { id: 'live', type: 'BecauseYouLikeLiveInternal', seed: 'g2' },
            ],
          });
          for (const { category, random } of refreshes) {
            const before = h.actor.getSnapshot().context.categories;
            const own = before.find((c) => c.id === category)!;
            const others = new Set(before.filter((c) => c.id !== category).map((c) => c.seed));
            h.actor.send({ type: 'recommendations.refresh', categoryId: category });
            if (!h.actor.getSnapshot().matches({ refresh: 'drawing' })) continue;
            h.fakes.resolve('drawRandom', random);
            await flush();
            const seed = h.actor.getSnapshot().context.categories.find((c) => c.id === category)!.seed!;
            expect(others.has(seed)).toBe(false);
            expect(own.games.map((g) => g.gameCode)).toContain(seed);
          }
          h.actor.stop();
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});
