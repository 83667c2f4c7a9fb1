import { ModalPriority, OLD_MY_ACCOUNT_WIDTH_PX } from '@casino/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FakeActors, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { connect } from './modal-stack.connect.ts';
import { modalStackMachine } from './modal-stack.machine.ts';
import { MY_ACCOUNT_CLOSE_MESSAGE, type ModalStackEvent } from './modal-stack.types.ts';

const origin = 'https://prematch.example';
const input = { myAccountOrigin: origin };

const start = () => {
  const fakes = new FakeActors();
  const clock = new TestClock();
  const actor = createActor(modalStackMachine.provide({ actors: { frameMessages: fakes.callback('frameMessages') } }), { input, clock });
  const closed: string[] = [];
  actor.on('modal-stack.closed', (event) => closed.push(event.id));
  actor.start();
  const frame = () => fakes.callbackCalls.findLast((call) => call.name === 'frameMessages')!.sendBack;
  return { actor, clock, fakes, closed, frame, running: () => fakes.runningCalls().length };
};

describe('modal stack model', () => {
  const events: ModalStackEvent[] = [
    { type: 'modal-stack.register', id: 'search', priority: 'low' },
    { type: 'modal-stack.register', id: 'login', priority: 'highest' },
    { type: 'modal-stack.unregister', id: 'search' },
    { type: 'modal-stack.open', id: 'search' },
    { type: 'modal-stack.open', id: 'login' },
    { type: 'modal-stack.open', id: 'unknown' },
    { type: 'modal-stack.close', id: 'search' },
    { type: 'modal-stack.close', id: 'login' },
    { type: 'modal-stack.close-all' },
    { type: 'modal-stack.open-my-account', page: 'dashboard' },
    { type: 'modal-stack.open-my-account', page: 'deposit' },
    { type: 'modal-stack.close-my-account' },
    { type: 'modal-stack.my-account-message', origin, data: MY_ACCOUNT_CLOSE_MESSAGE },
    { type: 'modal-stack.my-account-message', origin: 'https://evil.example', data: MY_ACCOUNT_CLOSE_MESSAGE },
  ];
  const model = modelOf(modalStackMachine, {
    events,
    input,
    // Opening order grows without end; three openings show every ordering that matters.
    filterEvents: (snapshot, event) =>
      // The two regions are independent: the my-account modal is modelled while no modal is
      // registered, which keeps the product of the regions small.
      event.type === 'modal-stack.close-all'
        ? true
        : event.type.includes('my-account')
          ? Object.keys(snapshot.context.registered).length === 0
          : snapshot.matches({ myAccount: 'closed' }) && (event.type !== 'modal-stack.open' || snapshot.context.nextOrder < 3),
  });
  testModel(model, start);
});

describe('modal stack machine', () => {
  it('stacks by priority, then by opening order', () => {
    const { actor } = start();
    actor.send({ type: 'modal-stack.register', id: 'login', priority: 'highest' });
    actor.send({ type: 'modal-stack.register', id: 'search', priority: 'low' });
    actor.send({ type: 'modal-stack.register', id: 'details', priority: 'low' });
    actor.send({ type: 'modal-stack.register', id: 'filters', priority: 'lowest' });
    for (const id of ['login', 'search', 'details', 'filters']) actor.send({ type: 'modal-stack.open', id });
    const view = connect(actor.getSnapshot());
    expect(view.modals.map((m) => [m.id, m.zIndex])).toEqual([
      ['filters', ModalPriority.lowest],
      ['search', ModalPriority.low],
      ['details', ModalPriority.low + 1],
      ['login', ModalPriority.highest],
    ]);
    expect(view.topId).toBe('login');
    expect(Object.values(ModalPriority)).toEqual([2000, 2200, 2400, 5000, 6000]);
  });

  it('closes an unregistered modal instead of opening it, and closes all', () => {
    const { actor, closed } = start();
    actor.send({ type: 'modal-stack.open', id: 'ghost' });
    expect(connect(actor.getSnapshot()).modals).toEqual([]);
    expect(closed).toEqual(['ghost']);
    actor.send({ type: 'modal-stack.register', id: 'a', priority: 'medium' });
    actor.send({ type: 'modal-stack.register', id: 'b', priority: 'high' });
    actor.send({ type: 'modal-stack.open', id: 'a' });
    actor.send({ type: 'modal-stack.open', id: 'b' });
    actor.send({ type: 'modal-stack.open-my-account', page: 'deposit' });
    actor.send({ type: 'modal-stack.close-all' });
    expect(connect(actor.getSnapshot()).modals).toEqual([]);
    expect(connect(actor.getSnapshot()).myAccount.open).toBe(false);
    expect(closed).toEqual(['ghost', 'a', 'b']);
  });

  it('closes a modal whose component unmounts', () => {
    const { actor, closed } = start();
    actor.send({ type: 'modal-stack.register', id: 'a', priority: 'medium' });
    actor.send({ type: 'modal-stack.open', id: 'a' });
    actor.send({ type: 'modal-stack.unregister', id: 'a' });
    expect(actor.getSnapshot().matches({ stack: 'empty' })).toBe(true);
    expect(closed).toEqual(['a']);
    actor.send({ type: 'modal-stack.open', id: 'a' });
    expect(connect(actor.getSnapshot()).modals).toEqual([]);
  });

  it('closes the old my-account modal only on a close-modal message from the exact frame origin', () => {
    const { actor, frame, running } = start();
    actor.send({ type: 'modal-stack.open-my-account', page: 'dashboard' });
    expect(connect(actor.getSnapshot()).myAccount).toEqual({ open: true, page: 'dashboard', widthPx: OLD_MY_ACCOUNT_WIDTH_PX, zIndex: ModalPriority.high });
    expect(running()).toBe(1);
    frame()({ type: 'modal-stack.my-account-message', origin: `${origin}.evil.example`, data: MY_ACCOUNT_CLOSE_MESSAGE });
    frame()({ type: 'modal-stack.my-account-message', origin: 'http://prematch.example', data: { type: MY_ACCOUNT_CLOSE_MESSAGE } });
    frame()({ type: 'modal-stack.my-account-message', origin, data: 'resize' });
    actor.send({ type: 'modal-stack.open-my-account', page: 'deposit' });
    expect(connect(actor.getSnapshot()).myAccount.page).toBe('deposit');
    frame()({ type: 'modal-stack.my-account-message', origin, data: { type: MY_ACCOUNT_CLOSE_MESSAGE } });
    expect(connect(actor.getSnapshot()).myAccount).toMatchObject({ open: false, page: null });
    expect(running()).toBe(0);
  });

  it('property: the stack holds each registered open modal once, ordered by priority', () => {
    const ids = ['a', 'b', 'c'];
    const command = fc.oneof(
      fc.record({
        type: fc.constant('modal-stack.register' as const),
        id: fc.constantFrom(...ids),
        priority: fc.constantFrom(...(Object.keys(ModalPriority) as (keyof typeof ModalPriority)[])),
      }),
      fc.record({
        type: fc.constantFrom('modal-stack.unregister' as const, 'modal-stack.open' as const, 'modal-stack.close' as const),
        id: fc.constantFrom(...ids),
      }),
      fc.constant({ type: 'modal-stack.close-all' as const }),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 30 }), (commands) => {
        const { actor } = start();
        for (const event of commands) {
          actor.send(event);
          const { registered } = actor.getSnapshot().context;
          const view = connect(actor.getSnapshot());
          expect(new Set(view.modals.map((m) => m.id)).size).toBe(view.modals.length);
          for (const modal of view.modals) expect(registered[modal.id]).toBe(modal.priority);
          const z = view.modals.map((m) => m.zIndex);
          expect(z).toEqual([...z].sort((x, y) => x - y));
        }
      }),
    );
  });
});
