// How the client build is cut into chunks (vite.config.ts's code-splitting groups).
//
// Left alone, the bundler gives every set of modules that the same entries share a chunk of its
// own. The site's small modules (core's rules, the machines' connectors, react-ui's parts, the
// portal's helpers) are each shared by a different set of islands, routes and panels, so a phone's
// lobby fetched 51 scripts by network idle, 37 of them under 2 KB gzip, four import levels deep.
// Each script is a request that the renderer, the browser and the server all handle while the page
// hydrates; on a 2-core host those requests are what the page's short tasks wait behind (side by
// side under Lighthouse's mobile run, the lobby's blocking time fell by a quarter with them merged).
// So the site's small shared modules form one `site-shared` chunk that every page starts with.
//
// A module goes there when it is the site's own source, shared by two entries or more, its own code
// is small, and nothing it imports, however deep, is a package, unless an earlier group has it
// (the framework, the site's start modules): the group takes a captured module's imports with it,
// and one import of Effect or Ark UI would bring a whole library to every page.

/** React, React DOM, React Router, Lingui's runtime and Vite's preload helper: the `framework` chunk. */
export const FRAMEWORK_MODULE = /node_modules[\\/](react|react-dom|scheduler|react-router|@react-router|@lingui[\\/](core|react))[\\/]|vite[\\/]preload-helper/;

/** The site's own source: the workspace packages and the portal. */
const SITE_SOURCE = /[\\/](packages|apps[\\/]portal)[\\/]/;

/** The largest module, in characters of its transformed code, that the shared chunk takes for itself. */
export const SHARED_MODULE_MAX_CHARS = 6_000;

/** What the rule reads of the bundler's module graph (Rollup's and Rolldown's `getModuleInfo`). */
export interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[]; readonly code: string | null } | null;
}

const withoutQuery = (id: string): string => id.split('?')[0] ?? id;
const isStyle = (id: string): boolean => withoutQuery(id).endsWith('.css');
const isSiteSource = (id: string): boolean => !id.includes('node_modules') && SITE_SOURCE.test(id);

/**
 * The `test` of the shared group, reading the graph that `graph()` returns at the time of the call
 * (the bundler calls it once the graph is complete); `chunkedBefore` names the modules that earlier
 * groups take, whose imports stay theirs. Answers are remembered per graph.
 */
export const sharedModuleRule = (graph: () => ModuleGraph | undefined, chunkedBefore: (id: string) => boolean): ((id: string) => boolean) => {
  let readFrom: ModuleGraph | undefined;
  // A module known to reach a package (a false answer holds for every module that imports it), and
  // one whose whole import tree was walked without meeting one.
  const reachesPackage = new Set<string>();
  const clean = new Set<string>();
  const walk = (from: ModuleGraph, start: string): boolean => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id) || clean.has(id) || isStyle(id) || chunkedBefore(id)) continue;
      seen.add(id);
      const info = isSiteSource(id) ? from.getModuleInfo(id) : null;
      if (info === null || reachesPackage.has(id)) {
        reachesPackage.add(start);
        return false;
      }
      stack.push(...info.importedIds);
    }
    clean.add(start);
    return true;
  };
  return (id) => {
    const current = graph();
    if (current === undefined || !isSiteSource(id) || chunkedBefore(id)) return false;
    if (current !== readFrom) {
      readFrom = current;
      reachesPackage.clear();
      clean.clear();
    }
    const code = current.getModuleInfo(id)?.code;
    return code !== null && code !== undefined && code.length <= SHARED_MODULE_MAX_CHARS && walk(current, id);
  };
};

/**
 * The plugin that hands the rule the build's module graph: the context of `buildEnd`, when every
 * module is known and chunking has not begun. Each build (the client's, the server's) hands its own.
 */
export const moduleGraphPlugin = () => {
  let graph: ModuleGraph | undefined;
  return {
    plugin: {
      name: 'casino-module-graph',
      buildEnd(this: ModuleGraph) {
        graph = { getModuleInfo: (id) => this.getModuleInfo(id) };
      },
    },
    graph: () => graph,
  };
};
