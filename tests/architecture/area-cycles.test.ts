import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areaCycles } from './area-cycles.ts';

const graphOf = (edges: readonly (readonly [string, string])[]) => {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of edges) graph.set(from, (graph.get(from) ?? new Set()).add(to));
  return graph;
};

describe('areaCycles', () => {
  it('finds the cycles of a small graph, each whole', () => {
    const graph = graphOf([
      ['chrome', 'layouts'],
      ['layouts', 'chrome'],
      ['root.tsx', 'chrome'],
      ['lobby', 'runtime'],
      ['runtime', 'core'],
      ['core', 'lobby'],
    ]);
    expect(areaCycles(graph).sort()).toEqual([
      ['chrome', 'layouts'],
      ['core', 'lobby', 'runtime'],
    ]);
  });

  it('finds none in a graph whose edges all go from a lower to a higher rank', () => {
    const edge = fc
      .tuple(fc.nat(20), fc.nat(20))
      .filter(([a, b]) => a < b)
      .map(([a, b]) => [`a${a}`, `a${b}`] as const);
    fc.assert(fc.property(fc.array(edge), (edges) => areaCycles(graphOf(edges)).length === 0));
  });

  it('finds every area of a ring, whatever the ring', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { minLength: 2, maxLength: 12 }), (ring) => {
        const edges = ring.map((area, i) => [area, ring[(i + 1) % ring.length]!] as const);
        expect(areaCycles(graphOf(edges))).toEqual([[...ring].sort()]);
      }),
    );
  });
});
