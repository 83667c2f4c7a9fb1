import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ErrorKey,
  SPORTSBOOK_BONUS_DESCRIPTION_KEY,
  SPORTSBOOK_BONUS_TEMPLATE_ID,
  type BonusDetails,
  type PlayerMessage,
  type SnackbarRequest,
} from '@casino/core';
import { FakeActors, flush, type Harness, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { playerMessagesMachine } from './player-messages.machine.ts';
import { connect } from './player-messages.connect.ts';
import { messageQueue } from './player-messages.queue.ts';

const message = (displayType: string, text: string, templateId: string | null = null): PlayerMessage => ({
  type: 'bonus',
  displayType,
  templateId,
  message: text,
});
const MESSAGES = [
  message('dialog', 'Dialog 1'),
  message('message', 'Message 1'),
  message('login-message', 'Welcome back'),
  message('message', 'Message 2'),
  message('toast', 'never shown'),
];
const FREE_SPINS: BonusDetails = {
  bonus: { playType: 'freespins', templateCode: 'FS' },
  freeSpinsCount: 20,
  goldenChips: null,
  bonusTemplate: { gamingContext: { selectedGames: ['book-of-dead'] } },
};
const CASHBACK: BonusDetails = { bonus: { playType: 'cash', templateCode: 'CB' }, freeSpinsCount: null, goldenChips: null, bonusTemplate: null };

type MessagesHarness = Harness<typeof playerMessagesMachine> & { snackbars: SnackbarRequest[] };

const harness = (): MessagesHarness => {
  const fakes = new FakeActors();
  const clock = new TestClock();
  const machine = playerMessagesMachine.provide({
    actors: { fetchMessages: fakes.promise('fetchMessages'), fetchBonusDetails: fakes.promise('fetchBonusDetails') },
  });
  const actor = createActor(machine, { clock });
  const snackbars: SnackbarRequest[] = [];
  actor.on('snackbar.show', ({ message: m }) => snackbars.push(m));
  actor.start();
  return { actor, clock, fakes, snackbars };
};

describe('playerMessages model', () => {
  const model = modelOf(playerMessagesMachine, {
    events: () => [
      { type: 'player-messages.game-started', mode: 'demo', bonusCode: 'FS-CODE' },
      { type: 'player-messages.game-started', mode: 'demo', bonusCode: null },
      { type: 'player-messages.game-started', mode: 'real', bonusCode: 'FS-CODE' },
      { type: 'player-messages.close' },
      { type: 'player-messages.close-bonus-details' },
      { type: 'xstate.done.actor.fetchMessages', output: MESSAGES },
      { type: 'xstate.done.actor.fetchMessages', output: [message('message', 'only one')] },
      { type: 'xstate.done.actor.fetchMessages', output: [] },
      { type: 'xstate.done.actor.fetchMessages', output: [{ ...message('message', 'free spins', 'B-1'), type: 'bonus:2' }] },
      { type: 'xstate.error.actor.fetchMessages', error: new Error('No response') },
      { type: 'xstate.done.actor.fetchBonusDetails', output: FREE_SPINS },
      { type: 'xstate.done.actor.fetchBonusDetails', output: CASHBACK },
      { type: 'xstate.error.actor.fetchBonusDetails', error: new Error('HTTP 404: Not Found') },
      { type: 'xstate.after.nextMessage.playerMessages.pausing' },
    ],
  });

  testModel(model, harness, {
    afterStep: ({ snackbars }, step) => {
      if (step.event.type === 'xstate.error.actor.fetchMessages') expect(snackbars.at(-1)?.title).toBe(ErrorKey.authMessages);
      if (step.event.type === 'xstate.error.actor.fetchBonusDetails') expect(snackbars.at(-1)?.title).toBe(ErrorKey.authBonusDetails);
    },
  });
});

describe('playerMessages behaviour', () => {
  it('shows the first login message, message and dialog in that order, 1 s apart, then the bonus popup', async () => {
    const h = harness();
    h.actor.send({ type: 'player-messages.game-started', mode: 'demo', bonusCode: 'FS-CODE' });
    h.fakes.resolve('fetchMessages', MESSAGES);
    await flush();
    const shown: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      shown.push(connect(h.actor.getSnapshot()).message!.text);
      h.actor.send({ type: 'player-messages.close' });
      if (i < 2) {
        h.clock.increment(999);
        expect(connect(h.actor.getSnapshot()).message).toBeNull();
        h.clock.increment(1);
      }
    }
    expect(shown).toEqual(['Welcome back', 'Message 1', 'Dialog 1']);
    expect(h.fakes.pendingCall('fetchBonusDetails').input).toEqual({ bonusCode: 'FS-CODE' });
    h.fakes.resolve('fetchBonusDetails', FREE_SPINS);
    await flush();
    expect(connect(h.actor.getSnapshot()).bonusDetails).toEqual(FREE_SPINS);
    h.actor.send({ type: 'player-messages.close-bonus-details' });
    expect(h.actor.getSnapshot().context.bonusCode).toBeNull();
  });

  it('without a code from the game start, follows the first bonus message shown with its details', async () => {
    const h = harness();
    h.actor.send({ type: 'player-messages.game-started', mode: 'demo' });
    h.fakes.resolve('fetchMessages', [
      { type: 'bonus', displayType: 'dialog', templateId: 'B-OFFER', message: 'Accept?' },
      { type: 'bonus:2', displayType: 'message', templateId: 'B-SPINS', message: '50 free spins' },
      { type: 'login', displayType: 'login-message', templateId: null, message: 'Welcome' },
    ]);
    await flush();
    expect(connect(h.actor.getSnapshot()).message?.source.templateId).toBeNull();
    for (let i = 0; i < 3; i += 1) {
      h.actor.send({ type: 'player-messages.close' });
      h.clock.increment(1000);
    }
    expect(h.fakes.pendingCall('fetchBonusDetails').input).toEqual({ bonusCode: 'B-SPINS' });
  });

  it('skips everything for real-money play', () => {
    const h = harness();
    h.actor.send({ type: 'player-messages.game-started', mode: 'real', bonusCode: 'FS-CODE' });
    expect(h.fakes.promiseCalls).toEqual([]);
  });

  it('gives the sportsbook bonus template its fixed description', async () => {
    const h = harness();
    h.actor.send({ type: 'player-messages.game-started', mode: 'demo' });
    h.fakes.resolve('fetchMessages', [message('message', 'platform text', SPORTSBOOK_BONUS_TEMPLATE_ID)]);
    await flush();
    expect(connect(h.actor.getSnapshot()).message).toMatchObject({ displayType: 'message', text: SPORTSBOOK_BONUS_DESCRIPTION_KEY, textIsKey: true });
  });

  it('opens no popup for other bonus kinds and forgets the code', async () => {
    const h = harness();
    h.actor.send({ type: 'player-messages.game-started', mode: 'demo', bonusCode: 'CB-CODE' });
    h.fakes.resolve('fetchMessages', []);
    await flush();
    h.fakes.resolve('fetchBonusDetails', CASHBACK);
    await flush();
    expect(connect(h.actor.getSnapshot())).toEqual({ message: null, bonusDetails: null, busy: false });
    expect(h.actor.getSnapshot().context.bonusCode).toBeNull();
  });

  it('shows exactly the first message of each display type, in order (property)', async () => {
    const displayTypes = fc.constantFrom('login-message', 'message', 'dialog', 'toast');
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(displayTypes, fc.string({ maxLength: 5 })), { maxLength: 10 }), async (pairs) => {
        const messages = pairs.map(([displayType, text], i) => message(displayType, `${i}:${text}`));
        const h = harness();
        h.actor.send({ type: 'player-messages.game-started', mode: 'demo' });
        h.fakes.resolve('fetchMessages', messages);
        await flush();
        const shown: PlayerMessage[] = [];
        while (h.actor.getSnapshot().matches('showing') || h.actor.getSnapshot().matches('pausing')) {
          if (h.actor.getSnapshot().matches('pausing')) h.clock.increment(1000);
          shown.push(h.actor.getSnapshot().context.current!);
          h.actor.send({ type: 'player-messages.close' });
        }
        expect(shown).toEqual(messageQueue(messages));
        expect(shown.map((m) => m.displayType)).toEqual(['login-message', 'message', 'dialog'].filter((type) => messages.some((m) => m.displayType === type)));
        h.actor.stop();
      }),
      { numRuns: 100 },
    );
  }, 60_000);
});
