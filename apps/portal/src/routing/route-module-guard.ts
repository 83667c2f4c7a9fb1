// A client navigation whose page script no longer exists (a deploy replaced the build under an
// open page) must show the CHUNK-ERROR page (part 2 §2), but React Router's own handling of a route
// module that fails to load reloads the page the visitor is on, silently. So before the router
// navigates, the modules of the target's routes that the page has not loaded yet are imported here
// (the same module records the router then uses: no second download); a chunk that fails to load
// shows the CHUNK-ERROR page and the navigation stops. It runs from the first script on, whether or
// not the browser runtime has started. A target the browser's route manifest does not know yet is
// first looked up as the router would (its route discovery, an answer the browser caches for the
// router's own ask); one the server no longer knows in this build's version is left to the router,
// which then loads the target as a new document (the new build).
import type { ClientInstrumentation } from 'react-router';
import { matchRoute } from '@casino/core';

interface ManifestRoute {
  readonly parentId?: string | undefined;
  readonly module: string;
}

export interface KnownRouteModules {
  /** The browser's route manifest: the routes discovered so far, by id. */
  readonly routes: Readonly<Record<string, ManifestRoute | undefined>>;
  /** Whether the page has loaded a route's module. */
  readonly loaded: (routeId: string) => boolean;
}

/** The not-found route's id (routes.ts): what an address core does not know reaches. */
const NOT_FOUND_ROUTE_ID = 'not-found';

/**
 * The modules of the route a path reaches and of the layouts above it that are not loaded yet;
 * null when the manifest does not know that route. Route ids are core's names (an alias `name~n`,
 * with the same module).
 */
export const modulesToLoad = (pathname: string, known: KnownRouteModules): string[] | null => {
  const name = matchRoute(pathname)?.name ?? NOT_FOUND_ROUTE_ID;
  const id = Object.keys(known.routes).find((each) => each === name || each.startsWith(`${name}~`));
  if (id === undefined) return null;
  const modules: string[] = [];
  const visited = new Set<string>();
  for (let at: string | undefined = id; at !== undefined && !visited.has(at); at = known.routes[at]?.parentId) {
    visited.add(at);
    const route = known.routes[at];
    if (route === undefined) break;
    if (!known.loaded(at)) modules.push(route.module);
  }
  return modules;
};

export interface RouteModuleGuardOptions {
  readonly known: () => KnownRouteModules;
  /** The routes of a path the manifest does not know yet, as the server's route discovery answers; null when it gives none. */
  readonly discover: (pathname: string) => Promise<KnownRouteModules['routes'] | null>;
  readonly importModule: (address: string) => Promise<unknown>;
  /** Whether a failed import is a chunk that is not there (rather than a module that failed to run). */
  readonly isMissingChunk: (error: unknown) => boolean;
  /** Shows the CHUNK-ERROR page. */
  readonly onMissing: () => void;
  /** The page's address, against which a navigation's target is read. */
  readonly currentUrl: () => string;
}

/** React Router's instrumentation of its navigations (HydratedRouter's `instrumentations`). */
/** The modules a navigation to `pathname` needs, the route discovered first when the manifest does not know it; [] when none is known. */
const modulesOfTarget = async (pathname: string, known: KnownRouteModules, discover: RouteModuleGuardOptions['discover']): Promise<string[]> => {
  const modules = modulesToLoad(pathname, known);
  if (modules !== null) return modules;
  const discovered = await discover(pathname).catch(() => null);
  return discovered === null ? [] : (modulesToLoad(pathname, { routes: { ...discovered, ...known.routes }, loaded: known.loaded }) ?? []);
};

export const routeModuleGuard = ({ known, discover, importModule, isMissingChunk, onMissing, currentUrl }: RouteModuleGuardOptions): ClientInstrumentation => ({
  router({ instrument }) {
    instrument({
      async navigate(navigate, { to }) {
        if (typeof to === 'string') {
          const modules = await modulesOfTarget(new URL(to, currentUrl()).pathname, known(), discover);
          const results = await Promise.allSettled(modules.map((address) => importModule(address)));
          if (results.some((result) => result.status === 'rejected' && isMissingChunk(result.reason))) {
            onMissing();
            // The router is never asked to navigate: its own handling would reload the page.
            await new Promise<never>(() => {});
          }
        }
        await navigate();
      },
    });
  },
});
