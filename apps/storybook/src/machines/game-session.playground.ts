// The game session: none → active when a game starts. The play flow authorises (password for
// protected games, a player for real money through the login-for-play child), clears the old session,
// starts the new one (launch data, a token for real money, the URL), tracks it and navigates to it.
import type { AnalyticsJourney, Game } from '@casino/core';
import type { DemoWorld } from '@casino/demo-data';
import * as gameSession from '@casino/machines/game-session';
import { forMachine } from '../playground/machine-description.ts';
import { loginForPlayPlayground } from './login-for-play.playground.ts';

const JOURNEY: AnalyticsJourney = {
  from: { origin: 'casino', route: 'preview' },
  on: { origin: 'casino', route: 'preview-categories-slug', name: 'Novinky' },
};

const demoGame = (world: DemoWorld): Game => world.games.find((game) => game.demoEnabled && !game.requirePassword && game.type === 'Slot') ?? world.games[0]!;

const protectedGame = (world: DemoWorld): Game => world.games.find((game) => game.requirePassword) ?? { ...demoGame(world), requirePassword: true };

export const gameSessionPlayground = forMachine(gameSession.gameSessionMachine).describe({
  id: 'game-session',
  title: 'Game session',
  summary:
    'Play a demo game (tracked, then navigated to), stop it; play for real money: the login-for-play child asks auth first (its actors are listed with a loginForPlay/ prefix); a protected game asks for the password.',
  input: () => ({ device: { mobile: false, touch: false }, languageCode: 'cs', preview: false }),
  actors: {
    promptPassword: { kind: 'promise', answers: { 'the preview password': ({ world }) => world.previewPassword, cancelled: () => null } },
    checkPassword: { kind: 'promise', answers: { right: () => true, wrong: () => false } },
    loginForPlay: { kind: 'machine', description: loginForPlayPlayground },
    fetchLaunchData: {
      kind: 'promise',
      answers: {
        "the provider's templates": ({ world, input }) => {
          const launch = world.providerLaunch[input.game.provider];
          if (!launch) throw new Error(`no launch data for ${input.game.provider}`);
          return launch;
        },
        'no templates': ({ world, input }) => ({
          ...world.providerLaunch[input.game.provider]!,
          launchUrl: null,
          launchUrlDemo: null,
          launchUrlMobile: null,
          launchUrlDemoMobile: null,
          launchUrls: [],
        }),
      },
    },
    fetchPlayToken: {
      kind: 'promise',
      answers: {
        'a session token': () => ({ username: 'demo', sessionToken: { sessionToken: 'play-token-demo' }, errorCode: null }),
        'an error code': () => ({ username: 'demo', sessionToken: null, errorCode: 'SESSION_EXPIRED' }),
      },
    },
  },
  actions: ['track', 'trackOrigin', 'navigate', 'goBack', 'openExternal', 'openAppLink'],
  events: [
    { label: 'demo', event: ({ world }) => ({ type: 'game-session.play', game: demoGame(world), mode: 'demo', journey: JOURNEY }) },
    { label: 'real money', event: ({ world }) => ({ type: 'game-session.play', game: demoGame(world), mode: 'real', journey: JOURNEY }) },
    { label: 'protected game', event: ({ world }) => ({ type: 'game-session.play', game: protectedGame(world), mode: 'demo', journey: JOURNEY }) },
    { label: 'demo', event: ({ world }) => ({ type: 'game-session.start', game: demoGame(world), mode: 'demo' }) },
    { label: 'back', event: { type: 'game-session.stop', canGoBack: true } },
    { label: 'to the lobby', event: { type: 'game-session.stop', canGoBack: false } },
    { event: { type: 'game-session.clear' } },
  ],
  view: gameSession.connect,
});
