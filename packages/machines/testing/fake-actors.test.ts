import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { FakeActors } from './fake-actors.ts';
import { flush } from './flush.ts';
import { TestClock } from './test-clock.ts';

const machine = setup({
  types: { events: {} as { type: 'go' } | { type: 'leave' }, context: {} as { answer: unknown } },
  actors: { load: new FakeActors().promise('load'), socket: new FakeActors().callback('socket') },
}).createMachine({
  context: { answer: null },
  initial: 'idle',
  states: {
    idle: { on: { go: 'loading' } },
    loading: {
      invoke: [
        { id: 'load', src: 'load', input: { page: 1 }, onDone: { target: 'idle', actions: ({ context, event }) => void (context.answer = event.output) } },
        { id: 'socket', src: 'socket', input: { url: 'wss://x' } },
      ],
      on: { leave: 'idle' },
    },
  },
});

const start = () => {
  const fakes = new FakeActors();
  const actor = createActor(machine.provide({ actors: { load: fakes.promise('load'), socket: fakes.callback('socket') } })).start();
  return { fakes, actor };
};

describe('FakeActors', () => {
  it('records each start with its input and settles the pending call by name', async () => {
    const { fakes, actor } = start();
    actor.send({ type: 'go' });
    expect(fakes.inputsOf('load')).toEqual([{ page: 1 }]);
    expect(fakes.pendingCalls().map((call) => call.name)).toEqual(['load']);
    fakes.resolve('load', 42);
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(fakes.pendingCalls()).toEqual([]);
    expect(() => fakes.resolve('load', 1)).toThrow('no pending call of load (calls: load✓)');
  });

  it('marks a call aborted when its state is left, and a callback actor stopped', () => {
    const { fakes, actor } = start();
    actor.send({ type: 'go' });
    fakes.running('socket').sendBack({ type: 'leave' });
    expect(fakes.callsOf('load')).toMatchObject([{ status: 'aborted' }]);
    expect(fakes.runningCalls()).toEqual([]);
    expect(() => fakes.running('socket')).toThrow('no running socket');
    expect(() => fakes.pendingCall('load')).toThrow('no pending call of load (calls: load✗)');
  });

  it('records what a callback actor receives', () => {
    const fakes = new FakeActors();
    const actor = createActor(fakes.callback('socket')).start();
    actor.send({ type: 'hello' });
    expect(fakes.running('socket').received).toEqual([{ type: 'hello' }]);
  });

  it('lets a hook settle each call as it comes: at once, after a delay on the clock, or never', async () => {
    const clock = new TestClock();
    const decisions = ['answer', 'later', 'never'];
    const fakes = new FakeActors({
      onCall: (call) => {
        const decision = decisions.shift();
        if (decision === 'answer') call.resolve('now');
        if (decision === 'later') clock.setTimeout(() => call.resolve('late'), 1000);
      },
    });
    const actor = createActor(machine.provide({ actors: { load: fakes.promise('load'), socket: fakes.callback('socket') } }), { clock }).start();
    actor.send({ type: 'go' });
    await flush();
    expect(actor.getSnapshot().context.answer).toBe('now');
    actor.send({ type: 'go' });
    await flush();
    expect(actor.getSnapshot().value).toBe('loading');
    clock.advance(1000);
    await flush();
    expect(actor.getSnapshot().context.answer).toBe('late');
    actor.send({ type: 'go' });
    await flush();
    expect(fakes.pendingCalls().map((call) => call.id)).toEqual([fakes.promiseCalls.at(-1)!.id]);
    // Settled by hand, by its id, as a panel does.
    fakes.promiseCalls.at(-1)!.resolve('by hand');
    await flush();
    expect(actor.getSnapshot().context.answer).toBe('by hand');
    expect(fakes.promiseCalls.map((call) => call.status)).toEqual(['resolved', 'resolved', 'resolved']);
  });

  it('runs what a hook starts with a callback actor, passes it the commands, and tears it down', () => {
    const log: string[] = [];
    const fakes = new FakeActors({
      onStart: (call) => {
        log.push(`start ${call.name}`);
        return () => log.push(`stop ${call.name}`);
      },
      onReceive: (call, command) => log.push(`${call.name} ← ${command.type}`),
      onChange: () => log.push('changed'),
    });
    const actor = createActor(fakes.callback('socket')).start();
    actor.send({ type: 'ping' });
    actor.stop();
    expect(log).toEqual(['start socket', 'changed', 'socket ← ping', 'stop socket', 'changed']);
  });
});
