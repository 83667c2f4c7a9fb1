import { describe, expect, it } from 'vitest';
import type { ClientInstrumentation } from 'react-router';
import { isChunkLoadError } from '../chrome/chunk-error.ts';
import { modulesToLoad, routeModuleGuard, type KnownRouteModules } from './route-module-guard.ts';

// The shape of the browser's manifest (routes.ts): root, a layout, the page boundary, pages.
const ROUTES: KnownRouteModules['routes'] = {
  root: { module: '/assets/root.js' },
  'layout-default': { parentId: 'root', module: '/assets/site-layout.js' },
  'page-boundary-default': { parentId: 'layout-default', module: '/assets/page-boundary.js' },
  preview: { parentId: 'page-boundary-default', module: '/assets/lobby-page.js' },
  'preview-providers': { parentId: 'page-boundary-default', module: '/assets/providers-page.js' },
  'layout-winners': { parentId: 'root', module: '/assets/site-layout.js' },
  'page-boundary-winners': { parentId: 'layout-winners', module: '/assets/page-boundary.js' },
  'preview-winners~1': { parentId: 'page-boundary-winners', module: '/assets/winners-page.js' },
};

const onLobby: KnownRouteModules = { routes: ROUTES, loaded: (id) => ['root', 'layout-default', 'page-boundary-default', 'preview'].includes(id) };

describe('the modules a client navigation needs', () => {
  it('are the target route’s and its layouts’ not loaded yet, under /en and /preview too', () => {
    expect(modulesToLoad('/vyrobci', onLobby)).toEqual(['/assets/providers-page.js']);
    expect(modulesToLoad('/en/preview/vyrobci', onLobby)).toEqual(['/assets/providers-page.js']);
    expect(modulesToLoad('/', onLobby)).toEqual([]);
    expect(modulesToLoad('/vitezove', onLobby)).toEqual(['/assets/winners-page.js', '/assets/page-boundary.js', '/assets/site-layout.js']);
  });

  it('are unknown while the manifest does not know the route (not discovered yet)', () => {
    expect(modulesToLoad('/zanr/egypt', onLobby)).toBeNull();
  });
});

type RouterInstrument = Parameters<NonNullable<ClientInstrumentation['router']>>[0];
type NavigateInstrument = NonNullable<Parameters<RouterInstrument['instrument']>[0]['navigate']>;

/** The guard's navigate instrumentation, as React Router calls it around its own navigate. */
const navigateThrough = (instrumentation: ClientInstrumentation) => {
  let navigate: NavigateInstrument | undefined;
  instrumentation.router?.({ instrument: (instruments) => void (navigate = instruments.navigate) });
  if (navigate === undefined) throw new Error('the guard instruments no navigation');
  const instrumented = navigate;
  return async (to: string) => {
    let navigated = false;
    const done = instrumented(
      async () => {
        navigated = true;
        return { status: 'success', error: undefined, meta: undefined };
      },
      { to, currentUrl: 'http://portal.test/' },
    );
    // Long enough for the imports to settle and the router to be called; a stopped navigation never settles.
    const settled = await Promise.race([done.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), 50))]);
    return { navigated, settled };
  };
};

const noneDiscovered = () => Promise.resolve(null);

const missingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://portal.test/assets/providers-page.js'));

describe('a client navigation whose page script is gone', () => {
  it('shows the CHUNK-ERROR page and never asks the router to navigate (which would reload the page)', async () => {
    let shown = 0;
    const go = navigateThrough(
      routeModuleGuard({
        known: () => onLobby,
        discover: noneDiscovered,
        importModule: missingChunk,
        isMissingChunk: isChunkLoadError,
        onMissing: () => (shown += 1),
        currentUrl: () => 'http://portal.test/',
      }),
    );
    expect(await go('/vyrobci')).toEqual({ navigated: false, settled: false });
    expect(shown).toBe(1);
  });

  it('finds a route the manifest does not know yet by the route discovery, as the router would', async () => {
    let shown = 0;
    const asked: string[] = [];
    const discover = async (pathname: string) => {
      asked.push(pathname);
      return { 'preview-collections-slug': { parentId: 'page-boundary-default', module: '/assets/collection-page.js' } };
    };
    const go = navigateThrough(
      routeModuleGuard({
        known: () => onLobby,
        discover,
        importModule: missingChunk,
        isMissingChunk: isChunkLoadError,
        onMissing: () => (shown += 1),
        currentUrl: () => 'http://portal.test/',
      }),
    );
    expect(await go('/zanr/egypt')).toEqual({ navigated: false, settled: false });
    expect(asked).toEqual(['/zanr/egypt']);
    expect(shown).toBe(1);
  });

  it('navigates when every module loads, when nothing is left to load, and when a module fails for another reason', async () => {
    const imported: string[] = [];
    let shown = 0;
    const guard = (importModule: (address: string) => Promise<unknown>) =>
      navigateThrough(
        routeModuleGuard({
          known: () => onLobby,
          discover: noneDiscovered,
          importModule,
          isMissingChunk: isChunkLoadError,
          onMissing: () => (shown += 1),
          currentUrl: () => 'http://portal.test/',
        }),
      );
    const loads = guard(async (address) => void imported.push(address));
    expect(await loads('/vyrobci?sort=az')).toEqual({ navigated: true, settled: true });
    expect(imported).toEqual(['/assets/providers-page.js']);
    expect(await guard(missingChunk)('/')).toEqual({ navigated: true, settled: true });
    expect(await guard(missingChunk)('/zanr/egypt')).toEqual({ navigated: true, settled: true });
    expect(await guard(() => Promise.reject(new Error('a bug in the module')))('/vyrobci')).toEqual({ navigated: true, settled: true });
    expect(shown).toBe(0);
  });
});
