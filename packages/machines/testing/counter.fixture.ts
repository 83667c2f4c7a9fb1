// A small machine with everything the harness must handle: an invoked promise (done and error),
// a guarded self-loop that only changes context, and an `after` delay.
import { assign, fromPromise, setup } from 'xstate';

export const RESET_DELAY_MS = 100;

export const counterMachine = setup({
  types: { context: {} as { count: number; failed: boolean }, events: {} as { type: 'count.up' } | { type: 'count.reset' } },
  actors: { load: fromPromise<number>(async () => 0) },
  delays: { resetDelay: RESET_DELAY_MS },
}).createMachine({
  id: 'counter',
  context: { count: 0, failed: false },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'counting', actions: assign({ count: ({ event }) => event.output, failed: false }) },
        onError: { target: 'counting', actions: assign({ failed: true }) },
      },
    },
    counting: {
      on: {
        'count.up': { guard: ({ context }) => context.count < 2, actions: assign({ count: ({ context }) => context.count + 1 }) },
        'count.reset': 'loading',
      },
      after: { resetDelay: 'loading' },
    },
  },
});

export const counterEvents = [
  { type: 'count.up' },
  { type: 'count.reset' },
  { type: 'xstate.done.actor.load', output: 1 },
  { type: 'xstate.error.actor.load', error: new Error('offline') },
  { type: 'xstate.after.resetDelay.counter.counting' },
];
