import { createActor, type AnyMachineSnapshot } from 'xstate';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ErrorKey, LabelKey, recentWins, type Category, type SnackbarRequest } from '@casino/core';
import { FakeActors, flush, type Harness, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { favouritesMachine } from './favourites.machine.ts';
import { connect } from './favourites.connect.ts';
import type { PersonalList } from './favourites.types.ts';

const ALL_LISTS: Pick<Category, 'type'>[] = [{ type: 'Favourites' }, { type: 'MostPlayed' }, { type: 'RecentWins' }];
const FAVOURITES_ONLY: Pick<Category, 'type'>[] = [{ type: 'FavouritesLive' }, { type: 'Default' }];
const PLAYED_AND_WINS: Pick<Category, 'type'>[] = [{ type: 'RecentlyPlayed' }, { type: 'RecentWins' }];
const PLAYER_GAMES = [
  { gameType: 'a', gameRoundCount: 60 },
  { gameType: 'c', gameRoundCount: 12 },
];
const RESULTS = [
  { code: 'r1', datetime: '2026-11-20T10:00:00Z', gameName: 'A', gameType: 'a', win: 50 },
  { code: 'r2', datetime: '2026-11-20T11:00:00Z', gameName: 'A', gameType: 'a', win: 80 },
  { code: 'r3', datetime: '2026-11-20T12:00:00Z', gameName: 'C', gameType: 'c', win: 0 },
];
const LOADER: Record<PersonalList, string> = {
  favourites: 'loadFavourites',
  playerGames: 'loadPlayerGames',
  recentResults: 'loadRecentResults',
};
const OUTPUT: Record<PersonalList, unknown> = {
  favourites: [{ gameType: 'a' }, { gameType: 'b' }],
  playerGames: PLAYER_GAMES,
  recentResults: RESULTS,
};

type FavouritesHarness = Harness<typeof favouritesMachine> & { snackbars: SnackbarRequest[] };

const harness = (): FavouritesHarness => {
  const fakes = new FakeActors();
  const clock = new TestClock();
  const machine = favouritesMachine.provide({
    actors: {
      loadFavourites: fakes.promise('loadFavourites'),
      loadPlayerGames: fakes.promise('loadPlayerGames'),
      loadRecentResults: fakes.promise('loadRecentResults'),
      addFavourite: fakes.promise('addFavourite'),
      removeFavourite: fakes.promise('removeFavourite'),
    },
  });
  const actor = createActor(machine, { clock });
  const snackbars: SnackbarRequest[] = [];
  actor.on('snackbar.show', ({ message }) => snackbars.push(message));
  actor.start();
  return { actor, clock, fakes, snackbars };
};

const LISTS: readonly PersonalList[] = ['favourites', 'playerGames', 'recentResults'];
const loadingList = (snapshot: AnyMachineSnapshot) => LISTS.find((list) => snapshot.matches({ player: { [list]: 'loading' } }));

describe('favourites model', () => {
  const model = modelOf(favouritesMachine, {
    events: (snapshot) => {
      if (snapshot.matches('guest')) {
        return [
          { type: 'favourites.login', categories: ALL_LISTS },
          { type: 'favourites.login', categories: FAVOURITES_ONLY },
          { type: 'favourites.login', categories: PLAYED_AND_WINS },
        ];
      }
      // The lists settle in order; toggles and retries come once nothing loads.
      const loading = loadingList(snapshot);
      const common = [{ type: 'favourites.logout' }];
      if (loading) {
        return [
          ...common,
          { type: `xstate.done.actor.${LOADER[loading]}`, output: OUTPUT[loading] },
          { type: `xstate.error.actor.${LOADER[loading]}`, error: new Error('HTTP 500: down') },
        ];
      }
      return [
        ...common,
        { type: 'favourites.layout-changed', categories: snapshot.context.needs.favourites ? PLAYED_AND_WINS : FAVOURITES_ONLY },
        ...LISTS.map((list) => ({ type: 'favourites.retry', list })),
        { type: 'favourites.toggle', gameCode: 'a' },
        { type: 'favourites.toggle', gameCode: 'z' },
        { type: 'xstate.done.actor.addFavourite' },
        { type: 'xstate.error.actor.addFavourite', error: new Error('HTTP 500: down') },
        { type: 'xstate.done.actor.removeFavourite' },
        { type: 'xstate.error.actor.removeFavourite', error: new Error('HTTP 500: down') },
      ];
    },
  });

  const FETCH_ERRORS: Record<string, string> = {
    loadFavourites: ErrorKey.failedToFetchFavorites,
    loadPlayerGames: ErrorKey.failedToFetchPlayerGames,
    loadRecentResults: ErrorKey.failedToFetchRecentGameResults,
    addFavourite: ErrorKey.unableToFavoriteGame,
    removeFavourite: ErrorKey.unableToRemoveGameFromFavorites,
  };

  testModel(model, harness, {
    afterStep: ({ snackbars, fakes }, step) => {
      const failed = /^xstate\.error\.actor\.(.+)$/.exec(step.event.type)?.[1];
      if (failed) expect(snackbars.at(-1)?.title).toBe(FETCH_ERRORS[failed]);
      // After logout nothing of the player is left.
      if (step.state.matches('guest')) {
        expect(step.state.context).toMatchObject({ favourites: [], playerGames: [], recentResults: [], pendingGameCode: null });
        expect(fakes.promiseCalls.filter((c) => c.status === 'pending')).toEqual([]);
      }
    },
  });
});

describe('favourites behaviour', () => {
  const login = async (categories = ALL_LISTS) => {
    const h = harness();
    h.actor.send({ type: 'favourites.login', categories });
    return h;
  };

  it('fetches only the lists the layout shows', async () => {
    const h = await login(FAVOURITES_ONLY);
    expect(h.fakes.promiseCalls.map((c) => c.name)).toEqual(['loadFavourites']);
    h.actor.send({ type: 'favourites.layout-changed', categories: PLAYED_AND_WINS });
    expect(h.fakes.promiseCalls.map((c) => c.name)).toEqual(['loadFavourites', 'loadPlayerGames', 'loadRecentResults']);
  });

  it('adds a game first only after the server succeeded, and disables the toggle meanwhile', async () => {
    const h = await login();
    h.fakes.resolve('loadFavourites', OUTPUT.favourites);
    await flush();
    h.actor.send({ type: 'favourites.toggle', gameCode: 'z' });
    expect(connect(h.actor.getSnapshot())).toMatchObject({ favourites: ['a', 'b'], toggleDisabled: true, pendingGameCode: 'z' });
    h.actor.send({ type: 'favourites.toggle', gameCode: 'a' });
    expect(h.fakes.callsOf('removeFavourite')).toEqual([]);
    h.fakes.resolve('addFavourite', undefined);
    await flush();
    expect(connect(h.actor.getSnapshot())).toMatchObject({ favourites: ['z', 'a', 'b'], toggleDisabled: false });
    expect(connect(h.actor.getSnapshot()).isFavourite('z')).toBe(true);
  });

  it('a failed removal keeps the list and shows the error', async () => {
    const h = await login();
    h.fakes.resolve('loadFavourites', OUTPUT.favourites);
    await flush();
    h.actor.send({ type: 'favourites.toggle', gameCode: 'a' });
    h.fakes.reject('removeFavourite', new Error('HTTP 500: down'));
    await flush();
    expect(connect(h.actor.getSnapshot()).favourites).toEqual(['a', 'b']);
    expect(h.snackbars).toEqual([{ title: ErrorKey.unableToRemoveGameFromFavorites, type: 'alert' }]);
  });

  it('a failed fetch offers a retry that fetches again', async () => {
    const h = await login();
    h.fakes.reject('loadPlayerGames', new Error('Request timed out'));
    await flush();
    const [message] = h.snackbars;
    expect(message).toMatchObject({ title: ErrorKey.failedToFetchPlayerGames, type: 'alert', actionText: LabelKey.tryAgain });
    message?.action?.();
    expect(h.fakes.callsOf('loadPlayerGames')).toHaveLength(2);
    h.fakes.resolve('loadPlayerGames', PLAYER_GAMES);
    await flush();
    expect(connect(h.actor.getSnapshot()).playerGames.map((g) => g.intensity)).toEqual(['heavy', 'light']);
  });

  it('shows recent wins by core rules and clears everything on logout', async () => {
    const h = await login();
    h.fakes.resolve('loadRecentResults', RESULTS);
    await flush();
    expect(connect(h.actor.getSnapshot()).recentWins).toEqual(recentWins(RESULTS));
    h.actor.send({ type: 'favourites.logout' });
    expect(connect(h.actor.getSnapshot())).toMatchObject({ loggedIn: false, favourites: [], playerGames: [], recentWins: [] });
  });

  it('the list equals the server after any toggles, successes and failures (property)', async () => {
    const toggle = fc.record({ gameCode: fc.constantFrom('a', 'b', 'c', 'd'), ok: fc.boolean() });
    await fc.assert(
      fc.asyncProperty(fc.array(toggle, { maxLength: 15 }), async (toggles) => {
        const h = await login([{ type: 'Favourites' }]);
        const server = ['a'];
        h.fakes.resolve(
          'loadFavourites',
          server.map((gameType) => ({ gameType })),
        );
        await flush();
        for (const { gameCode, ok } of toggles) {
          const present = server.includes(gameCode);
          h.actor.send({ type: 'favourites.toggle', gameCode });
          const call = present ? 'removeFavourite' : 'addFavourite';
          expect(h.fakes.pendingCall(call).input).toEqual({ gameCode });
          if (ok) {
            if (present) server.splice(server.indexOf(gameCode), 1);
            else server.unshift(gameCode);
            h.fakes.resolve(call, undefined);
          } else h.fakes.reject(call, new Error('x'));
          await flush();
          expect(connect(h.actor.getSnapshot()).favourites).toEqual(server);
        }
        h.actor.stop();
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
