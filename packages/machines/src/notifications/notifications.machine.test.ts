import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import type { InAppNotification } from '@casino/core';
import { FakeActors, type Harness, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { notificationsMachine } from './notifications.machine.ts';
import { connect } from './notifications.connect.ts';
import type { NotificationsEmitted, NotificationsEvent } from './notifications.types.ts';

const balance = { type: 'casino_gaming', amount: 812.4, currencyCode: 'CZK' };
const notifications: InAppNotification[] = [
  { type: 'BONUS', bonusId: 'b1' },
  { type: 'BONUS_2', bonusId: 'b2' },
  { type: 'BONUS_4', bonusId: 'b4' },
  { type: 'BALANCE', balance },
  { type: 'LOGOUT' },
  { type: 'SIMPLE_MESSAGE', message: 'Ahoj' },
];

const build = () => {
  const fakes = new FakeActors();
  const clock = new TestClock();
  const dispatched: unknown[] = [];
  const machine = notificationsMachine.provide({
    actors: { connection: fakes.callback('connection') },
    actions: { dispatchBalanceEvent: (_, params) => dispatched.push(params.balance) },
  });
  const actor = createActor(machine, { clock });
  const emitted: NotificationsEmitted[] = [];
  for (const type of ['notifications.messages-changed', 'notifications.balance-changed', 'notifications.reauthenticate'] as const)
    actor.on(type, (event) => emitted.push(event));
  const received: InAppNotification[] = [];
  actor.on('notifications.received', (event) => received.push(event.notification));
  actor.start();
  return { fakes, clock, actor, dispatched, emitted, received };
};

const COMMANDS = new Set(['notifications.start', 'notifications.stop']);

const harness = (): Harness<typeof notificationsMachine> => {
  const { fakes, clock, actor } = build();
  return {
    actor,
    fakes,
    clock,
    // Only start and stop come from the portal; everything else is the socket's report.
    route: (event) => !COMMANDS.has(event.type) && (fakes.running('connection').sendBack(event), true),
  };
};

describe('notifications model', () => {
  const events: NotificationsEvent[] = [
    { type: 'notifications.start', token: 'tok' },
    { type: 'notifications.stop' },
    { type: 'notifications.connected' },
    { type: 'notifications.disconnected', error: 'socket closed' },
    { type: 'notifications.closed', error: 'no connection after 2 retries' },
    { type: 'notifications.invalid-payload', error: 'bad body' },
    ...notifications.map((notification) => ({ type: 'notifications.message' as const, notification })),
  ];
  const model = modelOf(notificationsMachine, {
    // Counters are context: offer counting events only while they are zero, to keep the model finite.
    events: (snapshot) =>
      events.filter(
        (e) =>
          !(
            (e.type === 'notifications.message' && snapshot.context.received > 0) ||
            (e.type === 'notifications.invalid-payload' && snapshot.context.invalidPayloads > 0)
          ),
      ),
  });

  testModel(model, harness, {
    afterStep: ({ fakes, actor }) => {
      // The socket runs exactly while a player is logged in and it has not given up.
      const running = fakes.callbackCalls.filter((call) => !call.stopped).length;
      expect(running).toBe(actor.getSnapshot().matches('active') ? 1 : 0);
    },
  });
});

describe('in-app message handling', () => {
  const connected = () => {
    const built = build();
    built.actor.send({ type: 'notifications.start', token: 'tok' });
    expect(built.fakes.running('connection').input).toEqual({ token: 'tok' });
    built.fakes.running('connection').sendBack({ type: 'notifications.connected' });
    return built;
  };

  it('bonus types update player messages', () => {
    const { fakes, emitted } = connected();
    for (const n of notifications.slice(0, 3)) fakes.running('connection').sendBack({ type: 'notifications.message', notification: n });
    expect(emitted).toEqual([
      { type: 'notifications.messages-changed', messageType: 'bonus' },
      { type: 'notifications.messages-changed', messageType: 'bonus:2' },
      { type: 'notifications.messages-changed', messageType: 'bonus:4' },
    ]);
  });

  it('balance updates the balance and dispatches a window event; logout re-authenticates; a simple message does nothing', () => {
    const { fakes, emitted, dispatched, actor } = connected();
    fakes.running('connection').sendBack({ type: 'notifications.message', notification: { type: 'BALANCE', balance } });
    fakes.running('connection').sendBack({ type: 'notifications.message', notification: { type: 'SIMPLE_MESSAGE', message: 'x' } });
    fakes.running('connection').sendBack({ type: 'notifications.message', notification: { type: 'LOGOUT' } });
    expect(emitted).toEqual([{ type: 'notifications.balance-changed', balance }, { type: 'notifications.reauthenticate' }]);
    expect(dispatched).toEqual([balance]);
    expect(connect(actor.getSnapshot())).toMatchObject({ status: 'connected', received: 3 });
  });

  it('closes the socket on logout and reports a connection that gave up', () => {
    const { fakes, actor } = connected();
    fakes.running('connection').sendBack({ type: 'notifications.closed', error: 'no connection after 2 retries' });
    expect(connect(actor.getSnapshot())).toMatchObject({ status: 'closed', error: 'no connection after 2 retries' });
    expect(fakes.callbackCalls.every((call) => call.stopped)).toBe(true);
  });

  it('never reacts with more than one effect per notification, whatever arrives', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...notifications), { maxLength: 30 }), (sequence) => {
        const { fakes, emitted, dispatched, received } = connected();
        sequence.forEach((notification) => fakes.running('connection').sendBack({ type: 'notifications.message', notification }));
        const effects = sequence.filter((n) => n.type !== 'SIMPLE_MESSAGE').length;
        expect(emitted).toHaveLength(effects);
        // Every one is announced once, in order, whatever its effect (the hub lists them all).
        expect(received).toEqual(sequence);
        expect(dispatched).toHaveLength(sequence.filter((n) => n.type === 'BALANCE').length);
      }),
    );
  });

  it('stubs throw until the portal provides them', () => {
    const actor = createActor(notificationsMachine);
    const errors = vi.fn();
    actor.subscribe({ error: errors });
    actor.start();
    actor.send({ type: 'notifications.start', token: 'tok' });
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ message: 'notifications: connection not provided' }));
  });
});
