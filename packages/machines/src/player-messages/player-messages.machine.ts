import { assign, emit, fromPromise, not, setup } from 'xstate';
import {
  ErrorKey,
  hasBonusDetailsPopup,
  messagesBonusCode,
  NEXT_PLAYER_MESSAGE_DELAY_MS,
  playerMessageQueue,
  type BonusDetails,
  type PlayerMessage,
} from '@casino/core';
import type { BonusDetailsRequest, PlayerMessagesContext, PlayerMessagesEmitted, PlayerMessagesEvent } from './player-messages.types.ts';
import { notProvidedActor } from '../shared/not-provided.ts';
import { outputOf } from '../shared/output-of.ts';
import { showAlert } from '../snackbar/snackbar-request.ts';

export const playerMessagesMachine = setup({
  types: {
    context: {} as PlayerMessagesContext,
    events: {} as PlayerMessagesEvent,
    emitted: {} as PlayerMessagesEmitted,
  },
  actors: {
    /** The player's waiting messages (platform script: login, bonus, bonus:2, bonus:4). */
    fetchMessages: fromPromise<readonly PlayerMessage[], void>(notProvidedActor('playerMessages', 'fetchMessages')),
    fetchBonusDetails: fromPromise<BonusDetails, BonusDetailsRequest>(notProvidedActor('playerMessages', 'fetchBonusDetails')),
  },
  delays: {
    nextMessage: NEXT_PLAYER_MESSAGE_DELAY_MS,
  },
  guards: {
    realMoney: ({ event }) => event.type === 'player-messages.game-started' && event.mode === 'real',
    fetchedSome: ({ event }) => playerMessageQueue(outputOf<readonly PlayerMessage[]>(event)).length > 0,
    moreQueued: ({ context }) => context.queue.length > 0,
    hasBonusCode: ({ context }) => !!context.bonusCode,
    hasPopup: ({ event }) => hasBonusDetailsPopup(outputOf<BonusDetails>(event)),
  },
  actions: {
    start: assign({
      bonusCode: ({ event }) => (event.type === 'player-messages.game-started' ? (event.bonusCode ?? null) : null),
      queue: [],
      current: null,
      bonusDetails: null,
    }),
    // Without a code from the game start, the details follow the first bonus message shown.
    queueFetched: assign(({ context, event }) => {
      const queue = playerMessageQueue(outputOf<readonly PlayerMessage[]>(event));
      return { queue, bonusCode: context.bonusCode ?? messagesBonusCode(queue) };
    }),
    showNext: assign({
      current: ({ context }) => context.queue[0] ?? null,
      queue: ({ context }) => context.queue.slice(1),
    }),
    hideCurrent: assign({ current: null }),
    storeDetails: assign({ bonusDetails: ({ event }) => outputOf<BonusDetails>(event) }),
    // Closing (or nothing to show) resets the bonus code.
    resetBonus: assign({ bonusCode: null, bonusDetails: null }),
    showMessagesError: emit(showAlert(ErrorKey.authMessages)),
    showDetailsError: emit(showAlert(ErrorKey.authBonusDetails)),
  },
}).createMachine({
  id: 'playerMessages',
  context: { queue: [], current: null, bonusCode: null, bonusDetails: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        // Real-money play is not interrupted.
        'player-messages.game-started': { guard: not('realMoney'), target: 'fetchingMessages', actions: 'start' },
      },
    },
    fetchingMessages: {
      invoke: {
        id: 'fetchMessages',
        src: 'fetchMessages',
        onDone: [
          { guard: 'fetchedSome', target: 'showing', actions: ['queueFetched', 'showNext'] },
          { guard: 'hasBonusCode', target: 'fetchingBonusDetails' },
          { target: 'idle' },
        ],
        onError: [
          { guard: 'hasBonusCode', target: 'fetchingBonusDetails', actions: 'showMessagesError' },
          { target: 'idle', actions: 'showMessagesError' },
        ],
      },
    },
    showing: {
      on: {
        'player-messages.close': [
          { guard: 'moreQueued', target: 'pausing', actions: 'hideCurrent' },
          { guard: 'hasBonusCode', target: 'fetchingBonusDetails', actions: 'hideCurrent' },
          { target: 'idle', actions: 'hideCurrent' },
        ],
      },
    },
    pausing: {
      after: { nextMessage: { target: 'showing', actions: 'showNext' } },
    },
    fetchingBonusDetails: {
      invoke: {
        id: 'fetchBonusDetails',
        src: 'fetchBonusDetails',
        input: ({ context }) => ({ bonusCode: context.bonusCode ?? '' }),
        onDone: [
          { guard: 'hasPopup', target: 'bonusDetails', actions: 'storeDetails' },
          { target: 'idle', actions: 'resetBonus' },
        ],
        onError: { target: 'idle', actions: ['resetBonus', 'showDetailsError'] },
      },
    },
    bonusDetails: {
      on: { 'player-messages.close-bonus-details': { target: 'idle', actions: 'resetBonus' } },
    },
  },
});
