// React Router's default browser entry (hydrate the document under StrictMode, in a transition; here
// in a task after the entry's own), with the one instrumentation of the portal's navigations: a page
// script that no longer exists shows the CHUNK-ERROR page instead of the router's silent reload
// (routing/route-module-guard.ts).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { yieldToMain } from '@casino/react-ui';
import { isChunkLoadError, showChunkErrorPage } from './chrome/chunk-error.ts';
import { routeModuleGuard, type KnownRouteModules } from './routing/route-module-guard.ts';

/** What React Router's framework mode keeps on the window: the route manifest (with the routes discovered since) and the loaded route modules. */
interface RouterGlobals {
  readonly __reactRouterManifest?: { readonly version: string; readonly routes: KnownRouteModules['routes'] };
  readonly __reactRouterRouteModules?: Readonly<Record<string, unknown>>;
}

const globals = window as unknown as RouterGlobals;

/** React Router's route discovery (its default manifest path): the routes of a path, in this build's version. */
const discover = async (pathname: string): Promise<KnownRouteModules['routes'] | null> => {
  const version = globals.__reactRouterManifest?.version;
  if (version === undefined) return null;
  const query = new URLSearchParams({ paths: pathname, version });
  const answer = await fetch(`/__manifest?${query}`);
  // 204: the server's build is another version (React Router then loads the target as a document).
  return answer.status === 200 ? ((await answer.json()) as KnownRouteModules['routes']) : null;
};

const guard = routeModuleGuard({
  discover,
  known: () => ({ routes: globals.__reactRouterManifest?.routes ?? {}, loaded: (id) => globals.__reactRouterRouteModules?.[id] !== undefined }),
  importModule: (address) => import(/* @vite-ignore */ address),
  isMissingChunk: isChunkLoadError,
  onMissing: showChunkErrorPage,
  currentUrl: () => window.location.href,
});

// The hydration starts in a task after this module's: evaluating it runs React DOM's own module
// code, and hydrateRoot adds React's listeners and schedules the first render; in one task the two
// were one of the longest of a phone's lobby load.
void yieldToMain().then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter instrumentations={[guard]} />
      </StrictMode>,
    );
  }),
);
