import { describe, expect, it } from 'vitest';
import { createActor, setup } from 'xstate';
import { FakeActors } from './fake-actors.ts';
import { flush } from './flush.ts';

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
    expect(fakes.callsOf('load')).toMatchObject([{ aborted: true, settled: false }]);
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
});
