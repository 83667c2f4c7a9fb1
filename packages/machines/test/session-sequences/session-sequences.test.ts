// auth + keep-alive (+ player data) + favourites together, wired the way the portal wires them,
// against an in-memory server: no sequence of logins, logouts, session expiries, failures and
// favourite toggles leaves player data behind after a logout, or a favourite list that differs from
// the server's.
import { createActor, type Actor } from 'xstate';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KEEP_ALIVE_INTERVAL_MS } from '@casino/core';
import { connect as connectAuth } from '../../src/auth/auth.connect.ts';
import { connect as connectFavourites } from '../../src/favourites/favourites.connect.ts';
import { flush, TestClock } from '../../testing/index.ts';
import { FakeCasinoServer } from './fake-casino-server.ts';

interface Real {
  readonly server: FakeCasinoServer;
  readonly clock: TestClock;
  readonly auth: Actor<ReturnType<FakeCasinoServer['authMachine']>>;
  readonly favourites: Actor<ReturnType<FakeCasinoServer['favouritesMachine']>>;
}

/** What the player should see. */
interface Model {
  loggedIn: boolean;
  /** The server's favourites, newest first. */
  favourites: string[];
}

const GAMES = ['book-of-dead', 'starburst', 'roulette'] as const;

const startSession = (): Real => {
  const server = new FakeCasinoServer();
  const clock = new TestClock();
  const auth = createActor(server.authMachine(clock), { clock, input: {} });
  const favourites = createActor(server.favouritesMachine(), { clock });
  // The portal's wiring.
  auth.on('auth.authenticated', () => favourites.send({ type: 'favourites.login', categories: [{ type: 'Favourites' }] }));
  auth.on('auth.guest', () => favourites.send({ type: 'favourites.logout' }));
  favourites.start();
  auth.start();
  return { server, clock, auth, favourites };
};

/** Lets every answer of the fake server arrive. */
const settle = async () => {
  for (let round = 0; round < 25; round += 1) await flush();
};

const checkInvariants = (model: Model, real: Real) => {
  const auth = real.auth.getSnapshot();
  const view = connectAuth(auth);
  const favourites = connectFavourites(real.favourites.getSnapshot());
  expect(view.loggedIn).toBe(model.loggedIn);
  expect(real.server.favourites).toEqual(model.favourites);
  if (!view.loggedIn) {
    // Nothing of the player is left: no player data, no keep-alive, no token, no lists.
    expect(auth.children.playerData).toBeUndefined();
    expect(auth.children.keepAlive).toBeUndefined();
    expect(auth.context).toMatchObject({ username: null, notificationToken: null });
    expect(favourites).toMatchObject({ loggedIn: false, favourites: [], playerGames: [], recentWins: [] });
  } else {
    expect(auth.children.playerData).toBeDefined();
    expect(auth.children.keepAlive).toBeDefined();
    expect(favourites.loggedIn).toBe(true);
    // The local list is the server's (the load at login never fails in these sequences).
    expect(favourites.favourites).toEqual(real.server.favourites);
    expect(favourites.toggleDisabled).toBe(false);
  }
};

type SessionCommand = fc.AsyncCommand<Model, Real, true>;

const command = (name: string, check: (model: Readonly<Model>) => boolean, run: (model: Model, real: Real) => Promise<void>): SessionCommand => ({
  check: async (model) => check(model),
  run: async (model, real) => {
    await run(model, real);
    await settle();
    checkInvariants(model, real);
  },
  toString: () => name,
});

/** The player logs in on the platform; the portal then runs the authenticate flow. */
const login = () =>
  command(
    'login',
    () => true,
    async (model, real) => {
      real.server.platformLogin();
      real.auth.send({ type: 'auth.authenticate' });
      model.loggedIn = true;
    },
  );

/** A platform cookie without a gateway session, and the gateway login fails: log out of the platform. */
const failedLogin = () =>
  command(
    'failedLogin',
    () => true,
    async (model, real) => {
      real.server.cookie = true;
      real.server.session = false;
      real.server.failNext('gatewayLogin');
      real.auth.send({ type: 'auth.authenticate' });
      model.loggedIn = false;
    },
  );

const logout = () =>
  command(
    'logout',
    () => true,
    async (model, real) => {
      real.auth.send({ type: 'auth.logout' });
      model.loggedIn = false;
    },
  );

const expireSession = () =>
  command(
    'expireSession',
    () => true,
    async (_, real) => {
      real.server.expireSession();
    },
  );

/** Five minutes pass: a heartbeat; with a dead session re-authentication fails too and the player is out. */
const heartbeat = (heartbeatFails: boolean) =>
  command(
    `heartbeat${heartbeatFails ? '(fails)' : ''}`,
    () => true,
    async (model, real) => {
      const sessionAlive = real.server.session;
      if (heartbeatFails) real.server.failNext('heartbeat');
      real.clock.increment(KEEP_ALIVE_INTERVAL_MS);
      // A failed heartbeat is saved by re-authentication while the session lives; a dead session ends it.
      if (model.loggedIn && !sessionAlive) model.loggedIn = false;
    },
  );

const toggle = (gameCode: string, fails: boolean) =>
  command(
    `toggle(${gameCode}${fails ? ', fails' : ''})`,
    (model) => model.loggedIn,
    async (model, real) => {
      const present = model.favourites.includes(gameCode);
      if (fails) real.server.failNext(present ? 'removeFavourite' : 'addFavourite');
      real.favourites.send({ type: 'favourites.toggle', gameCode });
      // The toggle only counts when the session is alive and the server agrees.
      if (!fails && real.server.session) {
        model.favourites = present ? model.favourites.filter((code) => code !== gameCode) : [gameCode, ...model.favourites.filter((code) => code !== gameCode)];
      }
    },
  );

const commands = fc.commands(
  [
    fc.constant(login()),
    fc.constant(failedLogin()),
    fc.constant(logout()),
    fc.constant(expireSession()),
    fc.boolean().map(heartbeat),
    fc.tuple(fc.constantFrom(...GAMES), fc.boolean()).map(([gameCode, fails]) => toggle(gameCode, fails)),
  ],
  { maxCommands: 25 },
);

describe('session machines together (auth + keep-alive + player data + favourites)', () => {
  it('never keep player data after logout, and the favourites always equal the server (fast-check commands)', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const setup = () => {
          const real = startSession();
          return { model: { loggedIn: false, favourites: [...real.server.favourites] }, real };
        };
        await fc.asyncModelRun(setup, cmds);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('a full round: login loads the player data and favourites, logout removes them', async () => {
    const real = startSession();
    real.server.platformLogin();
    real.auth.send({ type: 'auth.authenticate' });
    await settle();
    const playerData = real.auth.getSnapshot().children.playerData;
    expect((playerData?.getSnapshot() as { context: { username: string } } | undefined)?.context.username).toBe('hrac');
    expect(connectFavourites(real.favourites.getSnapshot()).favourites).toEqual(['book-of-dead']);
    real.auth.send({ type: 'auth.logout' });
    await settle();
    expect(real.auth.getSnapshot().children.playerData).toBeUndefined();
    expect(playerData?.getSnapshot().status).toBe('stopped');
    expect(connectFavourites(real.favourites.getSnapshot()).favourites).toEqual([]);
  });
});
