// The tests every machine's model gets, declared inside the caller's `describe`: the coverage of
// the machine by the model's paths is complete (every state node and every transition reached),
// and each path executes on a real actor, step by step equal to the model. Kept out of index.ts
// because it needs Vitest, and the package exports index.ts.
import type { AnyStateMachine } from 'xstate';
import { expect, it } from 'vitest';
import { executePath, type Harness, type PathCheck } from './execute-path.ts';
import type { MachineModel } from './machine-model.ts';

export const testModel = <M extends AnyStateMachine, H extends Harness<M>>(
  model: MachineModel<M>,
  createHarness: (input: any) => H,
  check: PathCheck<M, H> = {},
): void => {
  it('reaches every state and every transition', () => {
    const { states, transitions } = model.coverage;
    expect(states.missed).toEqual([]);
    expect(transitions.missed).toEqual([]);
    expect(states.reached).toBe(states.total);
    expect(transitions.reached).toBe(transitions.total);
  });

  it.each(model.cases)('%s', async (_, path) => {
    await executePath(path, createHarness, check);
  });
};
