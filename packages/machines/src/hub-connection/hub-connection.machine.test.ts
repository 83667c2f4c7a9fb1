import { createActor, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ErrorKey } from '@casino/core';
import { FakeActors, type Harness, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { hubConnectionMachine } from './hub-connection.machine.ts';
import { connect } from './hub-connection.connect.ts';
import type { HubConnectionInput } from './hub-connection.types.ts';

const table = { ImsGameCode: 'rulet-1', Language: 'cs', Status: 'online', SeatsAvailability: {}, DynamicImageUrl: null, Dealer: null };

const COMMANDS = new Set(['hub-connection.start', 'hub-connection.stop']);

// Every report arrives the way it does for real: through the connection actor's sendBack.
const harness = (input: HubConnectionInput): Harness<typeof hubConnectionMachine> => {
  const fakes = new FakeActors();
  const clock = new TestClock();
  const actor = createActor(hubConnectionMachine.provide({ actors: { connection: fakes.callback('connection') } }), { clock, input }).start();
  return { actor, clock, fakes, route: (event) => !COMMANDS.has(event.type) && (fakes.running('connection').sendBack(event), true) };
};

/** Sends a command to the machine, or a report through the connection actor. */
const send = (h: Harness<typeof hubConnectionMachine>, event: EventObject) => {
  if (!h.route?.(event)) h.actor.send(event as never);
};

const events = [
  { type: 'hub-connection.start' },
  { type: 'hub-connection.stop' },
  { type: 'hub-connection.connected' },
  { type: 'hub-connection.connect-failed', error: 'negotiation failed' },
  { type: 'hub-connection.dropped', error: 'socket closed' },
  { type: 'hub-connection.reconnected' },
  { type: 'hub-connection.closed', error: 'gave up' },
  { type: 'hub-connection.disconnected' },
  { type: 'hub-connection.disconnect-failed', error: 'stop failed' },
  { type: 'hub-connection.message', message: { type: 'init', tables: [table] } },
  { type: 'hub-connection.invalid-payload', error: 'bad payload' },
];

describe('hubConnection model', () => {
  const inputs: HubConnectionInput[] = [{ retryPolicy: true }, { retryPolicy: false }, { autoStart: false }];
  // Counters are context: offering their events once keeps the model's state space finite.
  const eventsIn = (snapshot: { context: { invalidPayloads: number; reconnects: number } }) =>
    events.filter(
      (event) =>
        !(event.type === 'hub-connection.invalid-payload' && snapshot.context.invalidPayloads > 0) &&
        !(event.type === 'hub-connection.reconnected' && snapshot.context.reconnects > 0),
    );
  const model = modelOf(hubConnectionMachine, { events: eventsIn, inputs });

  testModel(model, harness, {
    afterStep: ({ fakes, actor }) => {
      // One socket actor for the machine's whole life.
      expect(fakes.callsOf('connection')).toHaveLength(1);
      expect(connect(actor.getSnapshot()).status).toBe(actor.getSnapshot().value);
    },
  });
});

describe('hubConnection behaviour', () => {
  it('connects on setup and stops the socket on clean-up', () => {
    const h = harness({});
    expect(h.actor.getSnapshot().value).toBe('Connecting');
    expect(h.fakes.running('connection').received).toEqual([{ type: 'hub-connection.connect' }]);
    h.actor.stop();
    expect(h.fakes.callsOf('connection')[0]).toMatchObject({ stopped: true });
  });

  it('starts only from Disconnected', () => {
    const h = harness({});
    h.fakes.running('connection').sendBack({ type: 'hub-connection.connected' });
    expect(h.actor.getSnapshot().can({ type: 'hub-connection.start' })).toBe(false);
    h.actor.send({ type: 'hub-connection.start' });
    expect(h.fakes.running('connection').received).toEqual([{ type: 'hub-connection.connect' }]);
  });

  it('a drop reconnects with a retry policy and disconnects without one', () => {
    for (const [retryPolicy, expected] of [
      [true, 'Reconnecting'],
      [false, 'Disconnected'],
    ] as const) {
      const h = harness({ retryPolicy });
      h.fakes.running('connection').sendBack({ type: 'hub-connection.connected' });
      h.fakes.running('connection').sendBack({ type: 'hub-connection.dropped', error: 'gone' });
      expect(h.actor.getSnapshot().value).toBe(expected);
    }
  });

  it('shows the spec errors for a failed start (with Try again) and a failed stop', () => {
    const h = harness({});
    const shown: { title: string; action?: (() => void) | null }[] = [];
    h.actor.on('snackbar.show', (event) => shown.push(event.message));
    h.fakes.running('connection').sendBack({ type: 'hub-connection.connect-failed', error: 'no transport' });
    expect(shown[0]?.title).toBe(ErrorKey.failedToConnectToLiveFeed);
    expect(connect(h.actor.getSnapshot())).toMatchObject({ status: 'Disconnected', error: 'no transport', canStart: true });
    shown[0]?.action?.();
    expect(h.actor.getSnapshot().value).toBe('Connecting');
    h.fakes.running('connection').sendBack({ type: 'hub-connection.connected' });
    h.actor.send({ type: 'hub-connection.stop' });
    h.fakes.running('connection').sendBack({ type: 'hub-connection.disconnect-failed', error: 'stuck' });
    expect(shown[1]?.title).toBe(ErrorKey.failedToDisconnectFromLiveFeed);
  });

  it('forwards feed messages to its subscribers in every state', () => {
    const h = harness({});
    const seen: unknown[] = [];
    h.actor.on('hub-connection.message', (event) => seen.push(event.message));
    h.fakes.running('connection').sendBack({ type: 'hub-connection.message', message: { type: 'init', tables: [table] } });
    expect(seen).toEqual([{ type: 'init', tables: [table] }]);
  });
});

// A simple model of the connection: the machine's status after any command/report sequence.
describe('hubConnection command sequences', () => {
  type Step = 'start' | 'stop' | 'connected' | 'failed' | 'drop' | 'reconnected' | 'closed' | 'disconnected' | 'message' | 'malformed';
  const next = (status: string, step: Step, retry: boolean): string => {
    const table: Record<string, Partial<Record<Step, string>>> = {
      Disconnected: { start: 'Connecting' },
      Connecting: { connected: 'Connected', failed: 'Disconnected', stop: 'Disconnecting' },
      Connected: { drop: retry ? 'Reconnecting' : 'Disconnected', closed: 'Disconnected', stop: 'Disconnecting' },
      Reconnecting: { reconnected: 'Connected', closed: 'Disconnected', stop: 'Disconnecting' },
      Disconnecting: { disconnected: 'Disconnected' },
    };
    return table[status]?.[step] ?? status;
  };
  const stepEvents: Record<Step, { type: string; [field: string]: unknown }> = {
    start: { type: 'hub-connection.start' },
    stop: { type: 'hub-connection.stop' },
    connected: { type: 'hub-connection.connected' },
    failed: { type: 'hub-connection.connect-failed', error: 'x' },
    drop: { type: 'hub-connection.dropped', error: null },
    reconnected: { type: 'hub-connection.reconnected' },
    closed: { type: 'hub-connection.closed', error: null },
    disconnected: { type: 'hub-connection.disconnected' },
    message: { type: 'hub-connection.message', message: { type: 'updateTable', update: { ImsGameCode: 'x', Status: 'online' } } },
    malformed: { type: 'hub-connection.invalid-payload', error: 'bad' },
  };
  const toEvent = (step: Step): EventObject => stepEvents[step];

  it('matches the model for any sequence, counting malformed messages without leaving the state', () => {
    const step = fc.constantFrom<Step>('start', 'stop', 'connected', 'failed', 'drop', 'reconnected', 'closed', 'disconnected', 'message', 'malformed');
    fc.assert(
      fc.property(fc.boolean(), fc.array(step, { maxLength: 40 }), (retryPolicy, steps) => {
        const h = harness({ retryPolicy });
        let status = 'Connecting';
        let malformed = 0;
        for (const s of steps) {
          send(h, toEvent(s));
          status = next(status, s, retryPolicy);
          if (s === 'malformed') malformed += 1;
          expect(h.actor.getSnapshot().value).toBe(status);
        }
        expect(h.actor.getSnapshot().context.invalidPayloads).toBe(malformed);
        h.actor.stop();
      }),
    );
  });
});
