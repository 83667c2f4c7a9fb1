// The login flow before real-money play: wait for auth to settle; a player goes on at once; a guest
// gets the feature toggles and the login dialog, and is asked again once the dialog settles.
import * as gameSession from '@casino/machines/game-session';
import { forMachine } from '../playground/machine-description.ts';

export const loginForPlayPlayground = forMachine(gameSession.loginForPlayMachine).describe({
  id: 'login-for-play',
  title: 'Game session: login for play',
  summary:
    'Answer authReady with a guest: the toggles load and the dialog opens; the dialog settles and authReady is asked again. Its output says whether a player is now logged in.',
  actors: {
    authReady: { kind: 'promise', answers: { 'a player is logged in': () => ({ loggedIn: true }), 'a guest': () => ({ loggedIn: false }) } },
    ensureFeatureToggles: { kind: 'promise', answers: { loaded: () => undefined } },
    loginDialogSettled: { kind: 'promise', answers: { 'the dialog closed': () => undefined } },
  },
  actions: ['openLoginDialog'],
  events: [],
  view: (snapshot) => ({ loggedIn: snapshot.context.loggedIn, output: snapshot.output ?? null }),
});
