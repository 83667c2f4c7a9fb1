// The login flow before real-money play (part 2 §4): wait until authentication is settled; a player
// already logged in goes on at once; otherwise load the feature toggles if they are missing, open the
// login dialog, wait until it closes or a login message arrives, and answer whether a player is now
// logged in.
import { assign, fromPromise, setup } from 'xstate';
import type { LoginForPlayOutput } from './game-session.types.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';
import { outputOf } from '../shared/output-of.ts';

export const loginForPlayMachine = setup({
  types: {
    context: {} as { readonly loggedIn: boolean },
    output: {} as LoginForPlayOutput,
  },
  actors: {
    /** Resolves once the auth machine is ready, with whether a player is logged in. */
    authReady: fromPromise<LoginForPlayOutput, void>(notProvidedActor('loginForPlay', 'authReady')),
    /** Loads the CMS feature toggles if they are missing (resolves at once when they are there). */
    ensureFeatureToggles: fromPromise<void, void>(notProvidedActor('loginForPlay', 'ensureFeatureToggles')),
    /** Resolves when the login dialog closes or a login message arrives. */
    loginDialogSettled: fromPromise<void, void>(notProvidedActor('loginForPlay', 'loginDialogSettled')),
  },
  guards: {
    loggedIn: ({ event }) => outputOf<LoginForPlayOutput>(event).loggedIn,
  },
  actions: {
    openLoginDialog: notProvidedAction('loginForPlay', 'openLoginDialog'),
  },
}).createMachine({
  id: 'loginForPlay',
  context: { loggedIn: false },
  initial: 'waitingForAuth',
  states: {
    waitingForAuth: {
      invoke: {
        id: 'authReady',
        src: 'authReady',
        onDone: [{ guard: 'loggedIn', target: 'done', actions: assign({ loggedIn: true }) }, { target: 'loadingFeatureToggles' }],
        onError: 'done',
      },
    },
    loadingFeatureToggles: {
      invoke: {
        id: 'ensureFeatureToggles',
        src: 'ensureFeatureToggles',
        onDone: 'dialog',
        // The dialog works without the toggles.
        onError: 'dialog',
      },
    },
    dialog: {
      entry: 'openLoginDialog',
      invoke: {
        id: 'loginDialogSettled',
        src: 'loginDialogSettled',
        onDone: 'checking',
        onError: 'checking',
      },
    },
    checking: {
      invoke: {
        id: 'authReady',
        src: 'authReady',
        onDone: { target: 'done', actions: assign({ loggedIn: ({ event }) => event.output.loggedIn }) },
        onError: 'done',
      },
    },
    done: { type: 'final' },
  },
  output: ({ context }) => ({ loggedIn: context.loggedIn }),
});
