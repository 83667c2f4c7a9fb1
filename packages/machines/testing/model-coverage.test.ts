import { assign, setup } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { describe, expect, it } from 'vitest';
import { modelCoverage } from './model-coverage.ts';

const door = setup({
  types: { context: {} as { locked: boolean }, events: {} as { type: 'door.open' } | { type: 'door.close' } | { type: 'door.lock' } },
  guards: { unlocked: ({ context }) => !context.locked },
}).createMachine({
  id: 'door',
  context: { locked: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'door.open': { guard: 'unlocked', target: 'open' },
        'door.lock': { target: 'locked', actions: assign({ locked: true }) },
      },
    },
    open: { on: { 'door.close': 'closed' } },
    locked: {},
  },
});

describe('modelCoverage', () => {
  it('counts every state and transition reached by shortest paths', () => {
    const model = createTestModel(door, { events: [{ type: 'door.open' }, { type: 'door.close' }, { type: 'door.lock' }] });
    const coverage = modelCoverage(door, model.getShortestPaths());
    expect(coverage.states).toMatchObject({ reached: 3, total: 3 });
    // door.close from open is not on any shortest path: simple paths reach it.
    expect(coverage.transitions.total).toBe(3);
    const full = modelCoverage(door, model.getSimplePaths());
    expect(full.transitions).toMatchObject({ reached: 3, total: 3, missed: [] });
    expect(full.summary).toBe(`door: states 3/3, transitions 3/3, paths ${full.paths}`);
  });

  it('names what a partial model misses', () => {
    const model = createTestModel(door, { filterEvents: (_, event) => event.type === 'door.open' });
    const coverage = modelCoverage(door, model.getShortestPaths());
    expect(coverage.states.missed).toEqual(['door.locked']);
    expect(coverage.transitions.missed).toEqual(expect.arrayContaining(['door.closed --door.lock[0]', 'door.open --door.close[0]']));
  });

  it('leaves out a state the machine only passes through, and counts one whose eventless way out is guarded', () => {
    const start = setup({
      types: { input: {} as { known: boolean }, context: {} as { known: boolean }, events: {} as { type: 'go' } },
      guards: { known: ({ context }) => context.known },
    }).createMachine({
      id: 'start',
      context: ({ input }) => input,
      initial: 'given',
      states: {
        given: { always: [{ guard: 'known', target: 'done' }, { target: 'waiting' }] },
        waiting: { always: { guard: 'known', target: 'done' }, on: { go: 'done' } },
        done: {},
      },
    });
    const model = createTestModel(start, { events: [{ type: 'go' }] });
    const coverage = modelCoverage(start, model.getSimplePaths({ input: { known: false } }));
    expect(coverage.states).toEqual({ reached: 2, total: 2, missed: [] });
  });
});
