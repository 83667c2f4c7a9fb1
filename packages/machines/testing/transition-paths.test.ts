import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distinctPaths, shortestSteps, transitionPaths, type GraphStep, type ModelGraph } from './transition-paths.ts';

const step = (type: string, state = type): GraphStep<string> => ({ event: { type }, state });
const INIT = step('xstate.init', 'a');
const typesOf = (steps: readonly GraphStep<string>[]) => steps.slice(1).map((s) => s.event.type);

// a -x-> b, a -y-> c, b -z-> c, c -w-> c (a self-loop)
const graph: ModelGraph<string> = {
  a: { state: 'a', transitions: { x: step('x', 'b'), y: step('y', 'c') } },
  b: { state: 'b', transitions: { z: step('z', 'c') } },
  c: { state: 'c', transitions: { w: step('w', 'c') } },
};

describe('transition paths', () => {
  it('reach every vertex the shortest way, then take each of its transitions', () => {
    const reach = shortestSteps(graph, (state) => state);
    expect([...reach].map(([key, steps]) => [key, typesOf(steps)])).toEqual([
      ['a', []],
      ['b', ['x']],
      ['c', ['y']],
    ]);
    expect(transitionPaths(graph, reach).map(typesOf)).toEqual([['x'], ['y'], ['x', 'z'], ['y', 'w']]);
  });

  it('keep the paths no other path starts with or repeats, named by their events', () => {
    const paths = distinctPaths([[INIT], [INIT, step('x')], [INIT, step('x'), step('z')], [INIT, step('y')], [INIT, step('y')]]);
    expect(paths.map((path) => path.description)).toEqual(['x → z', 'y']);
    expect(distinctPaths([[INIT]]).map((path) => path.description)).toEqual(['(initial state)']);
  });

  it('property: every candidate is the start of a kept path, and no kept path starts another', () => {
    const candidate = fc.array(fc.constantFrom('p', 'q', 'r'), { maxLength: 5 }).map((types) => [INIT, ...types.map((type) => step(type))]);
    fc.assert(
      fc.property(fc.array(candidate, { minLength: 1, maxLength: 12 }), (candidates) => {
        const kept = distinctPaths(candidates).map((path) => typesOf(path.steps).join(''));
        for (const steps of candidates) expect(kept.some((path) => path.startsWith(typesOf(steps).join('')))).toBe(true);
        for (const path of kept) expect(kept.filter((other) => other !== path && other.startsWith(path))).toEqual([]);
        expect(new Set(kept).size).toBe(kept.length);
      }),
    );
  });
});
