import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHARED_MODULE_MAX_CHARS, sharedModuleRule, type ModuleGraph } from './client-chunks.ts';

const site = (name: string) => `/repo/packages/core/src/${name}.ts`;
const pkg = (name: string) => `/repo/node_modules/${name}/index.js`;
const framework = '/repo/node_modules/react/index.js';

type Modules = Record<string, { imports: readonly string[]; chars?: number }>;

const graphOf = (modules: Modules): ModuleGraph => ({
  getModuleInfo: (id) => {
    const module = modules[id];
    return module === undefined ? null : { importedIds: module.imports, code: 'x'.repeat(module.chars ?? 100) };
  },
});

const ruleOver = (modules: Modules, chunkedBefore: (id: string) => boolean = (id) => id === framework) => {
  const graph = graphOf(modules);
  return sharedModuleRule(() => graph, chunkedBefore);
};

describe('sharedModuleRule', () => {
  const modules: Modules = {
    [site('a')]: { imports: [site('b'), framework, `${site('a')}.css`] },
    [site('b')]: { imports: [site('a')] },
    [site('uses-effect')]: { imports: [site('deep')] },
    [site('deep')]: { imports: [pkg('effect')] },
    [site('big')]: { imports: [], chars: SHARED_MODULE_MAX_CHARS + 1 },
    [site('imports-big')]: { imports: [site('big')] },
    [site('start')]: { imports: [pkg('xstate')] },
    [site('imports-start')]: { imports: [site('start')] },
    [pkg('effect')]: { imports: [] },
    [pkg('xstate')]: { imports: [] },
    [framework]: { imports: [] },
  };
  const rule = ruleOver(modules, (id) => id === framework || id === site('start'));

  it("takes the site's small modules whose imports are the site's own, the framework and styles (cycles included)", () => {
    expect(rule(site('a'))).toBe(true);
    expect(rule(site('b'))).toBe(true);
  });

  it('leaves a module that reaches a package at any depth, and the package', () => {
    expect(rule(site('uses-effect'))).toBe(false);
    expect(rule(site('deep'))).toBe(false);
    expect(rule(pkg('effect'))).toBe(false);
    expect(rule(framework)).toBe(false);
  });

  it('leaves a large module but takes a small one importing it (the group brings its imports along)', () => {
    expect(rule(site('big'))).toBe(false);
    expect(rule(site('imports-big'))).toBe(true);
  });

  it("leaves what an earlier group takes, and does not look past it into that group's imports", () => {
    expect(rule(site('start'))).toBe(false);
    expect(rule(site('imports-start'))).toBe(true);
  });

  it('answers nothing before the build hands it a graph', () => {
    expect(
      sharedModuleRule(
        () => undefined,
        () => false,
      )(site('a')),
    ).toBe(false);
  });

  it('answers for the graph of the build it is asked in (the client build, then the server build)', () => {
    let graph = graphOf({ [site('x')]: { imports: [] } });
    const perBuild = sharedModuleRule(
      () => graph,
      () => false,
    );
    expect(perBuild(site('x'))).toBe(true);
    graph = graphOf({ [site('x')]: { imports: [pkg('effect')] }, [pkg('effect')]: { imports: [] } });
    expect(perBuild(site('x'))).toBe(false);
  });

  // Any graph (cycles, packages at any depth), asked in any order: the answer is the definition's,
  // whatever the rule remembered from the questions before.
  it('answers as the definition does, in any order of questions', () => {
    const ids = [...Array.from({ length: 8 }, (_, i) => site(`m${i}`)), pkg('p0'), pkg('p1'), framework];
    const arbitraryGraph = fc.record({
      edges: fc.array(fc.tuple(fc.nat(ids.length - 1), fc.nat(ids.length - 1)), { maxLength: 24 }),
      large: fc.subarray(ids.slice(0, 8)),
      questions: fc.array(fc.nat(ids.length - 1), { minLength: 1, maxLength: 30 }),
    });
    fc.assert(
      fc.property(arbitraryGraph, ({ edges, large, questions }) => {
        const modules: Modules = Object.fromEntries(
          ids.map((id, index) => [
            id,
            { imports: edges.filter(([from]) => from === index).map(([, to]) => ids[to]!), chars: large.includes(id) ? SHARED_MODULE_MAX_CHARS + 1 : 10 },
          ]),
        );
        const reachesPackage = (id: string, seen: Set<string>): boolean => {
          if (id === framework || seen.has(id)) return false;
          seen.add(id);
          return id.includes('node_modules') || modules[id]!.imports.some((dep) => reachesPackage(dep, seen));
        };
        const definition = (id: string) => !id.includes('node_modules') && !large.includes(id) && !reachesPackage(id, new Set());
        const rule = ruleOver(modules);
        for (const index of questions) expect(rule(ids[index]!), ids[index]).toBe(definition(ids[index]!));
      }),
    );
  });
});
