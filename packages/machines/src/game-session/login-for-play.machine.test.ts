import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { FakeActors, flush, type Harness, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { loginForPlayMachine } from './login-for-play.machine.ts';

type LoginHarness = Harness<typeof loginForPlayMachine> & { dialogs: number };

const harness = (): LoginHarness => {
  const fakes = new FakeActors();
  const clock = new TestClock();
  const h = { fakes, clock, dialogs: 0 } as LoginHarness;
  const machine = loginForPlayMachine.provide({
    actors: {
      authReady: fakes.promise('authReady'),
      ensureFeatureToggles: fakes.promise('ensureFeatureToggles'),
      loginDialogSettled: fakes.promise('loginDialogSettled'),
    },
    actions: { openLoginDialog: () => (h.dialogs += 1) },
  });
  (h as { actor: unknown }).actor = createActor(machine, { clock }).start();
  return h;
};

describe('loginForPlay model', () => {
  const model = modelOf(loginForPlayMachine, {
    events: () => [
      { type: 'xstate.done.actor.authReady', output: { loggedIn: true } },
      { type: 'xstate.done.actor.authReady', output: { loggedIn: false } },
      { type: 'xstate.error.actor.authReady', error: new Error('auth never settled') },
      { type: 'xstate.done.actor.ensureFeatureToggles' },
      { type: 'xstate.error.actor.ensureFeatureToggles', error: new Error('errors.failed-to-fetch-sb-cms-config') },
      { type: 'xstate.done.actor.loginDialogSettled' },
      { type: 'xstate.error.actor.loginDialogSettled', error: new Error('dialog crashed') },
    ],
  });

  testModel(model, harness, {
    afterStep: (h, _, index, path) => {
      const snapshot = h.actor.getSnapshot();
      // The dialog opens exactly once the flow reaches it.
      const reachedDialog = path.steps.slice(0, index + 1).some((s) => s.state.matches('dialog'));
      expect(h.dialogs).toBe(reachedDialog ? 1 : 0);
      if (snapshot.status === 'done') expect(snapshot.output).toEqual({ loggedIn: snapshot.context.loggedIn });
    },
  });
});

describe('loginForPlay behaviour', () => {
  it('answers true at once for a logged-in player, without a dialog', async () => {
    const h = harness();
    h.fakes.resolve('authReady', { loggedIn: true });
    await flush();
    expect(h.actor.getSnapshot().output).toEqual({ loggedIn: true });
    expect(h.dialogs).toBe(0);
  });

  it('loads the toggles, opens the dialog, and answers whether the player logged in', async () => {
    const h = harness();
    h.fakes.resolve('authReady', { loggedIn: false });
    await flush();
    h.fakes.resolve('ensureFeatureToggles', undefined);
    await flush();
    expect(h.dialogs).toBe(1);
    h.fakes.resolve('loginDialogSettled', undefined);
    await flush();
    h.fakes.resolve('authReady', { loggedIn: true });
    await flush();
    expect(h.actor.getSnapshot().output).toEqual({ loggedIn: true });
  });
});
