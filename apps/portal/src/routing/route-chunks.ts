// The script chunks a page needs: its route's module and imports, and those of the layouts above
// it, read from React Router's build manifest (the server build's `assets`). The root's are on
// every page already. The site layout hands the chunks of the chrome's link targets to the
// browser, which fetches them a second after the page has come alive (route-prefetch.tsx).
import { createContext } from 'react-router';

export interface ManifestRoute {
  readonly parentId?: string | undefined;
  readonly module: string;
  readonly imports?: readonly string[] | undefined;
}

export type ManifestRoutes = Readonly<Record<string, ManifestRoute | undefined>>;

/** Route ids (core's route names) → the chunk addresses behind them, each once. */
export type RouteChunks = (routeIds: readonly string[]) => readonly string[];

/** The script chunks behind route ids, on React Router's context (the server sets it); none under `react-router dev`. */
export const routeChunksContext = createContext<RouteChunks>(() => []);

export const ROOT_ROUTE_ID = 'root';

export const routeChunksFrom =
  (routes: ManifestRoutes): RouteChunks =>
  (routeIds) => {
    const chunks = new Set<string>();
    const visited = new Set<string>();
    for (const routeId of routeIds) {
      let id: string | undefined = routeId;
      // A layout shared by several targets is walked once; a malformed manifest cannot loop.
      while (id !== undefined && id !== ROOT_ROUTE_ID && !visited.has(id)) {
        visited.add(id);
        const route: ManifestRoute | undefined = routes[id];
        if (route === undefined) break;
        chunks.add(route.module);
        for (const chunk of route.imports ?? []) chunks.add(chunk);
        id = route.parentId;
      }
    }
    return [...chunks];
  };
