import { ErrorKey, LabelKey, SNACKBAR_MAX_SHOWN, SNACKBAR_TIMEOUT_MS, type SnackbarRequest } from '@casino/core';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { FakeActors, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { connect } from './snackbar.connect.ts';
import { snackbarMachine } from './snackbar.machine.ts';
import { alertRequest } from './snackbar-request.ts';
import type { SnackbarEvent } from './snackbar.types.ts';

const retry = vi.fn();
const plain: SnackbarRequest = { title: ErrorKey.failedToFetchJackpots, type: 'alert' };
const limited: SnackbarRequest = { title: ErrorKey.failedToFetchLiveWinners, type: 'info', limit: 1 };
const sticky: SnackbarRequest = {
  title: ErrorKey.authenticationStartupError,
  type: 'alert',
  timeout: null,
  ignoreClicks: true,
  actionText: LabelKey.refreshPage,
  action: retry,
};

const start = () => {
  const clock = new TestClock();
  const actor = createActor(snackbarMachine, { clock }).start();
  return { actor, clock, fakes: new FakeActors() };
};
const shownTitles = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.shown.map((m) => m.title);

describe('snackbar model', () => {
  const ids = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `snackbar-${n}`);
  const events: SnackbarEvent[] = [
    ...[plain, limited, sticky].map((message) => ({ type: 'snackbar.show' as const, message })),
    ...ids.flatMap((id) => [
      { type: 'snackbar.close' as const, id },
      { type: 'snackbar.action' as const, id },
      { type: 'snackbar.expired' as const, id },
    ]),
    { type: 'snackbar.close-all' },
  ];
  // Closing is modelled on the oldest message and the action on the newest, which keeps the
  // space of queues small without losing a transition.
  const timed = (snapshot: SnapshotFrom<typeof snackbarMachine>, id: string) =>
    snapshot.context.shown.some((message) => message.id === id && message.timeout !== null);
  const model = modelOf(snackbarMachine, {
    events,
    // A queue is the titles of its messages, oldest first: which ids they got does not matter.
    vertexKey: (snapshot) => snapshot.context.shown.map((message) => message.title),
    filterEvents: (snapshot, event) => {
      const { shown, nextId } = snapshot.context;
      switch (event.type) {
        case 'snackbar.show':
          return nextId < ids.length;
        case 'snackbar.expired':
          return timed(snapshot, event.id);
        case 'snackbar.close':
          return event.id === shown[0]?.id;
        case 'snackbar.action':
          return event.id === shown.at(-1)?.id;
        default:
          return true;
      }
    },
  });
  // A message's expiry is its own timer firing: the harness fires the timer XState scheduled for it.
  testModel(model, start);
});

describe('snackbar machine', () => {
  it('closes a message after 5000 ms, not before', () => {
    const { actor, clock } = start();
    actor.send({ type: 'snackbar.show', message: plain });
    clock.increment(SNACKBAR_TIMEOUT_MS - 1);
    expect(shownTitles(actor)).toEqual([plain.title]);
    clock.increment(1);
    expect(shownTitles(actor)).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('keeps its own timeout per message and never expires a sticky one', () => {
    const { actor, clock } = start();
    actor.send({ type: 'snackbar.show', message: { ...plain, timeout: 1000 } });
    actor.send({ type: 'snackbar.show', message: sticky });
    clock.increment(1000);
    expect(shownTitles(actor)).toEqual([sticky.title]);
    clock.increment(10 * SNACKBAR_TIMEOUT_MS);
    expect(shownTitles(actor)).toEqual([sticky.title]);
  });

  it('evicts the oldest message that does not ignore clicks when 4 are shown', () => {
    const { actor } = start();
    actor.send({ type: 'snackbar.show', message: sticky });
    for (let i = 0; i < 3; i++) actor.send({ type: 'snackbar.show', message: { ...plain, text: `m${i}` } });
    actor.send({ type: 'snackbar.show', message: { ...plain, text: 'new' } });
    expect(actor.getSnapshot().context.shown.map((m) => m.text ?? m.title)).toEqual([sticky.title, 'm1', 'm2', 'new']);
  });

  it('drops a new message when all 4 shown ignore clicks, and one over its title limit', () => {
    const { actor } = start();
    for (let i = 0; i < SNACKBAR_MAX_SHOWN; i++) actor.send({ type: 'snackbar.show', message: sticky });
    actor.send({ type: 'snackbar.show', message: plain });
    expect(shownTitles(actor)).toEqual(Array(4).fill(sticky.title));

    const second = start();
    second.actor.send({ type: 'snackbar.show', message: limited });
    second.actor.send({ type: 'snackbar.show', message: limited });
    expect(shownTitles(second.actor)).toEqual([limited.title]);
  });

  it('does not expire an evicted message later, nor a closed one', () => {
    const { actor, clock } = start();
    actor.send({ type: 'snackbar.show', message: { ...plain, text: 'first', timeout: 3000 } });
    clock.increment(1);
    for (let i = 0; i < 4; i++) actor.send({ type: 'snackbar.show', message: { ...plain, text: `n${i}` } });
    clock.increment(3000);
    expect(actor.getSnapshot().context.shown).toHaveLength(4);
  });

  it('runs the action callback once and closes the message', () => {
    const action = vi.fn();
    const { actor } = start();
    actor.send({ type: 'snackbar.show', message: alertRequest(ErrorKey.failedToFetchWebMessages, { retry: action }) });
    const [message] = connect(actor.getSnapshot()).messages;
    expect(message).toMatchObject({ title: ErrorKey.failedToFetchWebMessages, actionText: LabelKey.tryAgain, hasAction: true });
    actor.send({ type: 'snackbar.action', id: message!.id });
    actor.send({ type: 'snackbar.action', id: message!.id });
    expect(action).toHaveBeenCalledTimes(1);
    expect(connect(actor.getSnapshot())).toEqual({ messages: [], count: 0, isEmpty: true });
  });

  it('property: never more than 4 shown and no message outlives its timeout', () => {
    const request = fc.record({
      title: fc.constantFrom('a', 'b', 'c'),
      type: fc.constantFrom('info' as const, 'success' as const, 'alert' as const),
      limit: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }),
      timeout: fc.option(fc.oneof(fc.integer({ min: 1, max: 8000 }), fc.constant(null)), { nil: undefined }),
      ignoreClicks: fc.boolean(),
    });
    const command = fc.oneof(
      request.map((message) => ({ kind: 'show' as const, message })),
      fc.nat(6).map((n) => ({ kind: 'close' as const, n })),
      fc.nat(6).map((n) => ({ kind: 'action' as const, n })),
      fc.integer({ min: 1, max: 6000 }).map((ms) => ({ kind: 'wait' as const, ms })),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (commands) => {
        const { actor, clock } = start();
        const shownAt = new Map<string, number>();
        for (const next of commands) {
          if (next.kind === 'show') {
            shownAt.set(`snackbar-${actor.getSnapshot().context.nextId}`, clock.now());
            actor.send({ type: 'snackbar.show', message: next.message });
          } else if (next.kind === 'wait') clock.increment(next.ms);
          else {
            const target = actor.getSnapshot().context.shown[next.n];
            if (target) actor.send({ type: next.kind === 'close' ? 'snackbar.close' : 'snackbar.action', id: target.id });
          }
          const { shown } = actor.getSnapshot().context;
          expect(shown.length).toBeLessThanOrEqual(SNACKBAR_MAX_SHOWN);
          for (const message of shown) {
            const timeout = message.timeout === undefined ? SNACKBAR_TIMEOUT_MS : message.timeout;
            if (timeout !== null) expect(clock.now() - shownAt.get(message.id)!).toBeLessThan(timeout);
          }
          expect(actor.getSnapshot().value).toBe(shown.length === 0 ? 'idle' : 'showing');
        }
      }),
    );
  });
});
