import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ErrorKey, gameLaunchEvent, type AnalyticsEvent, type PlayTokenResponse, type SnackbarRequest } from '@casino/core';
import { FakeActors, flush, type Harness, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { gameSessionMachine } from './game-session.machine.ts';
import { connect } from './game-session.connect.ts';
import { sampleGame, sampleJourney, sampleLaunchData } from './game-session.fixtures.ts';
import type { GameSessionContext, GameSessionInput } from './game-session.types.ts';

const GAME = sampleGame('book-of-dead');
const LOCKED = sampleGame('secret-slot', { requirePassword: true });
const DESKTOP: GameSessionInput = { device: { mobile: false, touch: false }, languageCode: 'cs' };
const TOUCH: GameSessionInput = { device: { mobile: true, touch: true }, languageCode: 'cs' };
const NATIVE: GameSessionInput = { ...TOUCH, nativeLaunch: { scheme: 'casinoapp://', location: 'kasino' } };
const TOKEN: PlayTokenResponse = { username: 'hrac', sessionToken: { sessionToken: 'tmp-1' }, errorCode: null };
const NO_TEMPLATES = { ...sampleLaunchData, launchUrl: null, launchUrlDemo: null };

type SessionHarness = Harness<typeof gameSessionMachine> & {
  snackbars: SnackbarRequest[];
  log: string[];
  tracked: AnalyticsEvent[];
};

const harness = (input: GameSessionInput = DESKTOP): SessionHarness => {
  const fakes = new FakeActors();
  const clock = new TestClock();
  const log: string[] = [];
  const tracked: AnalyticsEvent[] = [];
  const machine = gameSessionMachine.provide({
    actors: {
      promptPassword: fakes.promise('promptPassword'),
      checkPassword: fakes.promise('checkPassword'),
      loginForPlay: fakes.promise('loginForPlay') as never,
      fetchLaunchData: fakes.promise('fetchLaunchData'),
      fetchPlayToken: fakes.promise('fetchPlayToken'),
    },
    actions: {
      track: (_, payload) => {
        tracked.push(payload);
        log.push(`track ${payload.event}`);
      },
      trackOrigin: (_, journey) => log.push(`origin ${journey.from.route}`),
      navigate: (_, { path }) => log.push(`navigate ${path}`),
      goBack: () => log.push('back'),
      openExternal: (_, { url }) => log.push(`open ${url}`),
      openAppLink: (_, { url }) => log.push(`app ${url}`),
    },
  });
  const actor = createActor(machine, { clock, input });
  const snackbars: SnackbarRequest[] = [];
  actor.on('snackbar.show', ({ message }) => snackbars.push(message));
  actor.start();
  return { actor, clock, fakes, snackbars, log, tracked };
};

// What the model tells states apart by: the request, the session's URL and whether launch data is held.
const behaviour = ({ request, session, launchData }: GameSessionContext) => ({
  request: request && [request.game.gameCode, request.mode, request.flow],
  session: session?.url ?? null,
  launchData: launchData !== null,
});

const play = (game = GAME, mode: 'real' | 'demo' = 'demo') => ({ type: 'game-session.play' as const, game, mode, journey: sampleJourney });

describe('gameSession model', () => {
  const model = modelOf(gameSessionMachine, {
    // On the web, and in a native launch (where the app takes every game).
    inputs: [DESKTOP, NATIVE],
    vertexKey: (snapshot) => behaviour(snapshot.context),
    events: (snapshot) => {
      const busy = snapshot.matches('authorising') || snapshot.matches('starting');
      const starts = busy
        ? []
        : [
            play(GAME, 'demo'),
            play(GAME, 'real'),
            play(LOCKED, 'demo'),
            play(LOCKED, 'real'),
            { type: 'game-session.start', game: GAME, mode: 'demo' },
            { type: 'game-session.start', game: GAME, mode: 'real' },
            { type: 'game-session.start', game: LOCKED, mode: 'demo' },
          ];
      return [
        ...starts,
        { type: 'game-session.stop', canGoBack: true },
        { type: 'game-session.stop', canGoBack: false },
        { type: 'game-session.clear' },
        { type: 'xstate.done.actor.promptPassword', output: 'letmein' },
        { type: 'xstate.done.actor.promptPassword', output: null },
        { type: 'xstate.error.actor.promptPassword', error: new Error('prompt blocked') },
        { type: 'xstate.done.actor.checkPassword', output: true },
        { type: 'xstate.done.actor.checkPassword', output: false },
        { type: 'xstate.error.actor.checkPassword', error: new Error('HTTP 401: Unauthorized') },
        { type: 'xstate.done.actor.loginForPlay', output: { loggedIn: true } },
        { type: 'xstate.done.actor.loginForPlay', output: { loggedIn: false } },
        { type: 'xstate.error.actor.loginForPlay', error: new Error('dialog failed') },
        { type: 'xstate.done.actor.fetchLaunchData', output: sampleLaunchData },
        { type: 'xstate.done.actor.fetchLaunchData', output: NO_TEMPLATES },
        { type: 'xstate.done.actor.fetchLaunchData', output: { ...sampleLaunchData, launchUrlDemo: 'https://games.example/demo/{playerId}' } },
        { type: 'xstate.error.actor.fetchLaunchData', error: new Error('Request timed out') },
        { type: 'xstate.done.actor.fetchPlayToken', output: TOKEN },
        { type: 'xstate.done.actor.fetchPlayToken', output: { ...TOKEN, errorCode: 'NOT_LOGGED_IN' } },
        { type: 'xstate.done.actor.fetchPlayToken', output: { ...TOKEN, username: '' } },
        { type: 'xstate.error.actor.fetchPlayToken', error: new Error('HTTP 500: down') },
      ];
    },
  });

  testModel(model, harness, {
    project: behaviour,
    afterStep: ({ snackbars, actor, fakes }) => {
      const snapshot = actor.getSnapshot();
      // A native launch's app owns the launch: the web asks nothing of anyone.
      if (snapshot.context.nativeLaunch) expect(fakes.promiseCalls).toEqual([]);
      if (snapshot.matches('inApp')) expect(snapshot.context.session).toBeNull();
      // Active means a session; after the clear step (starting) or at rest (none) there is none.
      if (snapshot.matches('active')) expect(snapshot.context.session).not.toBeNull();
      if (snapshot.matches('none') || snapshot.matches('starting')) expect(snapshot.context.session).toBeNull();
      // Every snackbar carries a spec key.
      for (const message of snackbars) expect(Object.values(ErrorKey)).toContain(message.title);
    },
  });
});

describe('gameSession behaviour', () => {
  const startDemo = async (h: SessionHarness, launchData = sampleLaunchData) => {
    h.actor.send(play(GAME, 'demo'));
    h.fakes.resolve('fetchLaunchData', launchData);
    await flush();
  };

  it('demo: launches without a player, tracks origin then session, then navigates to the demo play route', async () => {
    const h = harness();
    await startDemo(h);
    expect(connect(h.actor.getSnapshot())).toEqual({
      active: true,
      busy: false,
      playingReal: false,
      session: { url: 'https://games.example/demo/book-of-dead?p=web&l=cs', game: GAME, mode: 'demo' },
      inApp: null,
      declined: false,
    });
    expect(h.log).toEqual(['origin preview', 'track casino_game_launch', 'navigate /play/book-of-dead/demo']);
    expect(h.tracked).toEqual([gameLaunchEvent({ journey: sampleJourney, demo: true, filterUsed: false, game: GAME, providerName: null, liveGame: null })]);
  });

  it('touch devices open the launch URL outside the page', async () => {
    const h = harness(TOUCH);
    await startDemo(h);
    expect(h.log.at(-1)).toBe('open https://games.example/demo/book-of-dead?p=mobile&l=cs');
  });

  it('real money: logs in first, then needs a token without error code', async () => {
    const h = harness();
    h.actor.send(play(GAME, 'real'));
    h.fakes.resolve('loginForPlay', { loggedIn: true });
    await flush();
    h.fakes.resolve('fetchLaunchData', sampleLaunchData);
    await flush();
    h.fakes.resolve('fetchPlayToken', { ...TOKEN, errorCode: 401 });
    await flush();
    expect(connect(h.actor.getSnapshot()).active).toBe(false);
    expect(h.snackbars).toEqual([{ title: ErrorKey.invalidGameSession, type: 'alert' }]);
  });

  it('real money: a refused login ends quietly', async () => {
    const h = harness();
    h.actor.send(play(GAME, 'real'));
    h.fakes.resolve('loginForPlay', { loggedIn: false });
    await flush();
    expect(h.actor.getSnapshot().value).toBe('none');
    expect(h.fakes.callsOf('fetchLaunchData')).toEqual([]);
    expect(h.snackbars).toEqual([]);
    // The page then says no game started, not that one failed; the next start forgets it.
    expect(connect(h.actor.getSnapshot()).declined).toBe(true);
    h.actor.send(play(GAME, 'demo'));
    expect(connect(h.actor.getSnapshot()).declined).toBe(false);
  });

  it('a closed password prompt ends quietly, declined', async () => {
    const h = harness();
    h.actor.send(play(LOCKED, 'demo'));
    h.fakes.resolve('promptPassword', null);
    await flush();
    expect(h.snackbars).toEqual([]);
    expect(connect(h.actor.getSnapshot())).toMatchObject({ active: false, busy: false, declined: true });
  });

  it('asks for the game password first and refuses a wrong one', async () => {
    const h = harness();
    h.actor.send(play(LOCKED, 'real'));
    expect(h.fakes.pendingCall('promptPassword').input).toEqual({ message: 'Please enter game password:' });
    h.fakes.resolve('promptPassword', 'guess');
    await flush();
    expect(h.fakes.pendingCall('checkPassword').input).toEqual({ secret: 'guess' });
    h.fakes.resolve('checkPassword', false);
    await flush();
    expect(h.snackbars).toEqual([{ title: ErrorKey.unauthorizedAccess, text: ErrorKey.checkCmsPasswordCode, type: 'alert' }]);
    expect(h.fakes.callsOf('loginForPlay')).toEqual([]);
    // A wrong password is a refusal, not the player's choice.
    expect(connect(h.actor.getSnapshot()).declined).toBe(false);
  });

  it('names the missing URL by mode', async () => {
    const h = harness();
    await startDemo(h, NO_TEMPLATES);
    h.actor.send(play(GAME, 'real'));
    h.fakes.resolve('loginForPlay', { loggedIn: true });
    await flush();
    h.fakes.resolve('fetchLaunchData', NO_TEMPLATES);
    await flush();
    expect(h.snackbars.map((s) => s.title)).toEqual([ErrorKey.demoUrlIsMissing, ErrorKey.realUrlIsMissing]);
  });

  it('a plain start (the play route opened directly) is authorised but neither tracked nor navigated', async () => {
    const h = harness();
    h.actor.send({ type: 'game-session.start', game: LOCKED, mode: 'demo' });
    h.fakes.resolve('promptPassword', 'letmein');
    await flush();
    h.fakes.resolve('checkPassword', true);
    await flush();
    h.fakes.resolve('fetchLaunchData', sampleLaunchData);
    await flush();
    expect(connect(h.actor.getSnapshot()).active).toBe(true);
    expect(h.log).toEqual([]);
  });

  it('a start with a journey (the play route knows where the visitor came from) is tracked, stays on the route, and opens outside on touch', async () => {
    for (const [input, opened, filterUsed] of [
      [DESKTOP, false, false],
      [TOUCH, true, true],
    ] as const) {
      const h = harness(input);
      h.actor.send({ type: 'game-session.start', game: GAME, mode: 'demo', journey: sampleJourney, filterUsed, providerName: 'Play’n GO' });
      h.fakes.resolve('fetchLaunchData', sampleLaunchData);
      await flush();
      const url = h.actor.getSnapshot().context.session?.url ?? '';
      // filter_used is what the start says (the play route reads it from the details' link).
      expect(h.tracked).toEqual([gameLaunchEvent({ journey: sampleJourney, demo: true, filterUsed, game: GAME, liveGame: null, providerName: 'Play’n GO' })]);
      expect(h.log).toEqual([`origin ${sampleJourney.from.route}`, 'track casino_game_launch', ...(opened ? [`open ${url}`] : [])]);
    }
  });

  it('start does nothing while a session exists; stop goes back or to the lobby, then clears', async () => {
    const h = harness();
    await startDemo(h);
    const session = h.actor.getSnapshot().context.session;
    h.actor.send({ type: 'game-session.start', game: sampleGame('other'), mode: 'demo' });
    expect(h.actor.getSnapshot().context.session).toBe(session);
    h.actor.send({ type: 'game-session.stop', canGoBack: true });
    expect(h.log.at(-1)).toBe('back');
    expect(connect(h.actor.getSnapshot())).toMatchObject({ active: false, session: null });
    await startDemo(h);
    h.actor.send({ type: 'game-session.stop' });
    expect(h.log.at(-1)).toBe('navigate /');
  });

  it('a native launch hands every game to the app by its link: tracked when it has a journey, nothing asked on the web, stop leaves', () => {
    const h = harness(NATIVE);
    h.actor.send(play(LOCKED, 'real'));
    expect(connect(h.actor.getSnapshot())).toEqual({
      active: false,
      busy: false,
      session: null,
      playingReal: false,
      inApp: { gameCode: 'secret-slot', mode: 'real', link: 'casinoapp://kasino/play/secret-slot' },
      declined: false,
    });
    // The play route opened directly (no journey): the app still takes it, untracked.
    h.actor.send({ type: 'game-session.start', game: GAME, mode: 'demo' });
    expect(connect(h.actor.getSnapshot()).inApp?.link).toBe('casinoapp://kasino/play/book-of-dead');
    expect(h.log).toEqual([
      `origin ${sampleJourney.from.route}`,
      'track casino_game_launch',
      'app casinoapp://kasino/play/secret-slot',
      'app casinoapp://kasino/play/book-of-dead',
    ]);
    expect(h.tracked).toEqual([gameLaunchEvent({ journey: sampleJourney, demo: false, filterUsed: false, game: LOCKED, liveGame: null, providerName: null })]);
    expect(h.fakes.promiseCalls).toEqual([]);
    h.actor.send({ type: 'game-session.stop', canGoBack: true });
    expect(h.log.at(-1)).toBe('back');
    expect(connect(h.actor.getSnapshot()).inApp).toBeNull();
  });

  it('any sequence of plays, stops and answers: active iff a session with a URL for its mode exists (property)', async () => {
    const command = fc.oneof(
      fc.record({ kind: fc.constant('play' as const), mode: fc.constantFrom('real' as const, 'demo' as const), locked: fc.boolean() }),
      fc.constantFrom({ kind: 'stop' as const }, { kind: 'clear' as const }),
      fc.record({ kind: fc.constant('answer' as const), ok: fc.boolean() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 20 }), async (commands) => {
        const h = harness();
        for (const c of commands) {
          if (c.kind === 'play') h.actor.send(play(c.locked ? LOCKED : GAME, c.mode));
          else if (c.kind === 'stop') h.actor.send({ type: 'game-session.stop' });
          else if (c.kind === 'clear') h.actor.send({ type: 'game-session.clear' });
          else {
            const pending = h.fakes.promiseCalls.findLast((call) => call.status === 'pending');
            if (!pending) continue;
            const answers: Record<string, unknown> = {
              promptPassword: 'pw',
              checkPassword: true,
              loginForPlay: { loggedIn: true },
              fetchLaunchData: sampleLaunchData,
              fetchPlayToken: TOKEN,
            };
            if (c.ok) h.fakes.resolve(pending.name, answers[pending.name]);
            else h.fakes.reject(pending.name, new Error('x'));
          }
          await flush();
          const view = connect(h.actor.getSnapshot());
          if (view.active) {
            expect(view.session?.url).toMatch(view.session?.mode === 'real' ? /\/real\/.*t=tmp-1/ : /\/demo\//);
          } else expect(view.session).toBeNull();
        }
        h.actor.stop();
      }),
      { numRuns: 80 },
    );
  }, 60_000);
});
