// The chunks of a set of pages: every target's module and imports and its layouts', never the
// root's, each address once, unknown ids and cycles harmless.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROOT_ROUTE_ID, routeChunksFrom, type ManifestRoute } from './route-chunks.ts';

// A manifest as the build writes one: a root, layouts under it, pages under the layouts, chunk
// names drawn from a small pool so that routes share imports.
const manifestArbitrary = fc
  .record({
    layouts: fc.integer({ min: 1, max: 4 }),
    pages: fc.array(fc.record({ layout: fc.nat(), imports: fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 4 }) }), { minLength: 1, maxLength: 12 }),
    layoutImports: fc.array(fc.array(fc.integer({ min: 0, max: 12 }), { maxLength: 3 }), { minLength: 4, maxLength: 4 }),
  })
  .map(({ layouts, pages, layoutImports }) => {
    const routes: Record<string, ManifestRoute> = { [ROOT_ROUTE_ID]: { module: '/assets/root.js', imports: ['/assets/framework.js'] } };
    for (let index = 0; index < layouts; index += 1) {
      routes[`layout-${index}`] = {
        parentId: ROOT_ROUTE_ID,
        module: `/assets/layout-${index}.js`,
        imports: (layoutImports[index] ?? []).map((n) => `/assets/shared-${n}.js`),
      };
    }
    pages.forEach((page, index) => {
      routes[`page-${index}`] = {
        parentId: `layout-${page.layout % layouts}`,
        module: `/assets/page-${index}.js`,
        imports: page.imports.map((n) => `/assets/shared-${n}.js`),
      };
    });
    return routes;
  });

const ancestry = (routes: Record<string, ManifestRoute>, id: string): string[] => {
  const chain: string[] = [];
  for (let current: string | undefined = id; current !== undefined && current !== ROOT_ROUTE_ID; current = routes[current]?.parentId) chain.push(current);
  return chain;
};

describe('routeChunksFrom', () => {
  it("gives each target's and its layouts' modules and imports, each once, and nothing of the root", () => {
    fc.assert(
      fc.property(manifestArbitrary, fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }), fc.context(), (routes, unknown, ctx) => {
        const pageIds = Object.keys(routes).filter((id) => id.startsWith('page-'));
        const targets = [...pageIds.filter((_, index) => index % 2 === 0), ...unknown.map((id) => `unknown-${id}`)];
        const chunks = routeChunksFrom(routes)(targets);
        ctx.log(JSON.stringify(chunks));
        expect(new Set(chunks).size).toBe(chunks.length);
        const expected = new Set(
          targets.flatMap((id) => (routes[id] === undefined ? [] : ancestry(routes, id))).flatMap((id) => [routes[id]!.module, ...(routes[id]!.imports ?? [])]),
        );
        expect(new Set(chunks)).toEqual(expected);
        expect(chunks).not.toContain('/assets/root.js');
      }),
    );
  });

  it('stops on a manifest whose parents loop', () => {
    const chunks = routeChunksFrom({ a: { parentId: 'b', module: '/a.js' }, b: { parentId: 'a', module: '/b.js' } })(['a', 'b']);
    expect(chunks).toEqual(['/a.js', '/b.js']);
  });
});
