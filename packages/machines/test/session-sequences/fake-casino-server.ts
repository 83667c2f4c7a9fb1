// An in-memory stand-in for the platform script and the gateway, for tests of the session machines
// together: a platform login (cookie and session), favourites, and failures injected per operation.
// Every call answers on the next microtask, like a fast network.
import { fromCallback, fromPromise } from 'xstate';
import type { FavouriteEntry, GameResult, LoginResult, PlatformLoginResponse, PlayerGameRecord } from '@casino/core';
import type { ValidatedSession } from '../../src/auth/auth.types.ts';
import { authMachine } from '../../src/auth/auth.machine.ts';
import { favouritesMachine } from '../../src/favourites/favourites.machine.ts';
import { keepAliveMachine } from '../../src/keep-alive/keep-alive.machine.ts';
import { playerDataMachine } from '../../src/player-data/player-data.machine.ts';
import { samplePlayerData } from '../../src/player-data/player-data.fixtures.ts';
import type { PlayerDataLoaded } from '../../src/player-data/player-data.types.ts';
import type { TestClock } from '../../testing/index.ts';

export type ServerOperation =
  | 'hasLoginCookie'
  | 'validateSession'
  | 'getTemporaryToken'
  | 'gatewayLogin'
  | 'logout'
  | 'heartbeat'
  | 'reauthenticate'
  | 'loadFavourites'
  | 'addFavourite'
  | 'removeFavourite';

export class FakeCasinoServer {
  readonly username = 'hrac';
  /** The platform's login cookie. */
  cookie = false;
  /** The gateway session. */
  session = false;
  favourites: string[] = ['book-of-dead'];
  readonly calls: string[] = [];
  private readonly failing = new Set<string>();

  /** The player logs in on the platform's own form: cookie and session. */
  platformLogin(): void {
    this.cookie = true;
    this.session = true;
  }

  /** The gateway session ends on the server's side (timeout, login elsewhere). */
  expireSession(): void {
    this.session = false;
  }

  /** The next call of `operation` fails. */
  failNext(operation: ServerOperation): void {
    this.failing.add(operation);
  }

  answer<T>(operation: ServerOperation | string, reply: () => T): Promise<T> {
    this.calls.push(operation);
    if (this.failing.delete(operation)) return Promise.reject(new Error(`HTTP 500: ${operation} failed`));
    try {
      return Promise.resolve(reply());
    } catch (error) {
      return Promise.reject(error);
    }
  }

  private requireSession(): void {
    if (!this.session) throw new Error('HTTP 401: Unauthorized');
  }

  private loginResult(): LoginResult {
    return { username: this.username, notificationToken: 'nt-1', sessionToken: 'st-1', additionalInformation: null };
  }

  /** The auth machine with keep-alive and player data, all answered by this server. */
  authMachine(clock: TestClock) {
    const loader = <P extends keyof PlayerDataLoaded>(part: P) =>
      // The info loader takes the requested fields as input; the fake ignores inputs.
      fromPromise<PlayerDataLoaded[P], any>(() =>
        this.answer(`load ${part}`, () => {
          this.requireSession();
          return samplePlayerData[part];
        }),
      );
    return authMachine.provide({
      actors: {
        hasLoginCookie: fromPromise(() => this.answer('hasLoginCookie', () => this.cookie)),
        validateSession: fromPromise<ValidatedSession, void>(() =>
          this.answer('validateSession', () => (this.session ? { username: this.username, notificationToken: 'nt-0' } : null)),
        ),
        getTemporaryToken: fromPromise(() =>
          this.answer('getTemporaryToken', () => {
            if (!this.cookie) throw new Error('No response');
            return { token: 'tmp', username: this.username };
          }),
        ),
        gatewayLogin: fromPromise(() =>
          this.answer('gatewayLogin', () => {
            this.session = true;
            return this.loginResult();
          }),
        ),
        readRememberedUsername: fromPromise<string | null, void>(() => this.answer('readRememberedUsername', () => null)),
        silentLogin: fromPromise(() =>
          this.answer('silentLogin', (): PlatformLoginResponse => ({ ok: false, username: null, reason: 'unknown', twoFactorValidation: null })),
        ),
        logout: fromPromise(({ input }) =>
          this.answer('logout', () => {
            if (input.gateway) this.session = false;
            this.cookie = false;
          }),
        ),
        keepAlive: keepAliveMachine.provide({
          actors: {
            activity: fromCallback(() => () => {}),
            readClock: fromPromise(async () => clock.now()),
            heartbeat: fromPromise(() => this.answer('heartbeat', () => this.requireSession())),
            reauthenticate: fromPromise(() => this.answer('reauthenticate', () => this.requireSession())),
          },
        }),
        playerData: playerDataMachine.provide({
          actors: {
            loadBalances: loader('balances'),
            loadBalanceVisibility: loader('balanceVisibility'),
            loadInfo: loader('info'),
            loadOverview: loader('overview'),
            loadMessages: loader('messages'),
            loadGamingBonuses: loader('gamingBonuses'),
            loadBonuses: loader('bonuses'),
            loadBonusTemplateOptIns: loader('bonusTemplates'),
            loadTagOptIns: loader('tags'),
            loadNotificationToken: loader('notificationToken'),
            updateBalanceVisibility: fromPromise(({ input }) => this.answer('balanceVisibility', () => input)),
          },
        }),
      },
      actions: {
        clearRememberedUsername: () => {},
        dispatchLoginValidationRequired: () => {},
        redirect: () => {},
        reloadPage: () => {},
      },
    });
  }

  /** The favourites machine, answered by this server. */
  favouritesMachine() {
    return favouritesMachine.provide({
      actors: {
        loadFavourites: fromPromise<readonly FavouriteEntry[], void>(() =>
          this.answer('loadFavourites', () => {
            this.requireSession();
            return this.favourites.map((gameType) => ({ gameType }));
          }),
        ),
        loadPlayerGames: fromPromise<readonly PlayerGameRecord[], void>(() => this.answer('loadPlayerGames', () => [])),
        loadRecentResults: fromPromise<readonly GameResult[], void>(() => this.answer('loadRecentResults', () => [])),
        addFavourite: fromPromise(({ input }) =>
          this.answer('addFavourite', () => {
            this.requireSession();
            this.favourites = [input.gameCode, ...this.favourites.filter((code) => code !== input.gameCode)];
          }),
        ),
        removeFavourite: fromPromise(({ input }) =>
          this.answer('removeFavourite', () => {
            this.requireSession();
            this.favourites = this.favourites.filter((code) => code !== input.gameCode);
          }),
        ),
      },
    });
  }
}
