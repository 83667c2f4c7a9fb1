import { describe, expect, it } from 'vitest';
import { counterEvents, counterMachine } from './counter.fixture.ts';
import { modelOf, modelPaths } from './machine-model.ts';
import { modelCoverage } from './model-coverage.ts';

const eventsOf = (path: { steps: readonly { event: { type: string } }[] }) => path.steps.slice(1).map((step) => step.event.type);

describe('modelOf', () => {
  const model = modelOf(counterMachine, { events: counterEvents });

  it('explores the real machine: invoked, delayed and self-loop transitions all reached', () => {
    expect(model.coverage.states.missed).toEqual([]);
    expect(model.coverage.transitions.missed).toEqual([]);
    expect(model.coverage.summary).toBe(`counter: states 2/2, transitions 5/5, paths ${model.paths.length}`);
  });

  it('takes every transition of the graph once: the self-loop that only counts up is a path of its own', () => {
    const paths = model.paths.map((path) => eventsOf(path).join(' '));
    const taken = (...types: string[]) => paths.some((path) => path.includes(types.join(' ')));
    expect(taken('xstate.done.actor.load', 'count.up', 'count.up')).toBe(true);
    expect(taken('xstate.done.actor.load', 'xstate.after.resetDelay.counter.counting')).toBe(true);
    expect(taken('xstate.error.actor.load', 'count.reset')).toBe(true);
  });

  it('keeps no path that another path starts with, nor a repeated one', () => {
    const keys = model.paths.map((path) => eventsOf(path).join(' '));
    expect(new Set(keys).size).toBe(keys.length);
    for (const key of keys) expect(keys.filter((other) => other !== key && other.startsWith(`${key} `))).toEqual([]);
  });

  it('tries an event whose guards all refuse once per state value, expecting nothing to change', () => {
    const refused = model.paths.filter((path) => {
      const [last, before] = [path.steps.at(-1)!, path.steps.at(-2)];
      return last.event.type === 'count.up' && before?.state.context.count === 2;
    });
    expect(refused).toHaveLength(1);
    const [path] = refused;
    expect(path!.steps.at(-1)!.state.context).toEqual(path!.steps.at(-2)!.state.context);
  });

  // Partial models on purpose: their coverage is computed, not printed with the machines' lines.
  it('never takes an event that no state accepts, and the coverage names what the model misses', () => {
    const partial = modelPaths(counterMachine, { events: [{ type: 'nobody.listens' }, { type: 'xstate.done.actor.load', output: 1 }] });
    expect(partial.map(eventsOf)).toEqual([['xstate.done.actor.load']]);
    expect(modelCoverage(counterMachine, partial).transitions.missed).toEqual(
      expect.arrayContaining(['counter.counting --count.up[0]', 'counter.loading --xstate.error.actor.load[0]']),
    );
  });

  it('makes one vertex of the snapshots a coarser key does not tell apart', () => {
    const coarse = modelPaths(counterMachine, { events: counterEvents, vertexKey: () => null });
    expect(coarse.length).toBeLessThan(model.paths.length);
    expect(modelCoverage(counterMachine, coarse).transitions.missed).toEqual([]);
  });

  it('starts from each of several inputs, names them, and covers them together', () => {
    const inputs = [{ start: 1 }, { start: 2 }];
    const several = modelPaths(counterMachine, { events: counterEvents.slice(2, 3), inputs });
    expect(several.map((path) => [path.description, path.input])).toEqual([
      ['input 1: xstate.done.actor.load {"output":1}', inputs[0]],
      ['input 2: xstate.done.actor.load {"output":1}', inputs[1]],
    ]);
  });
});
