// Part of a server-rendered page whose script can come after the page's first scripts (the chrome
// around a page, a lobby's widgets): the server renders it whole, and the browser keeps that HTML,
// painted and with its links working, while the island's module loads; React then hydrates it on
// its own (selective hydration of a dehydrated Suspense boundary). The page's first scripts carry
// only what every page needs to hydrate.
//
// An island's module starts loading when the island is declared (the page's module is evaluated),
// on the server, and in the browser in the task after, and `islandsLoaded()` tells when every declared one is
// there: the server's render waits for it, so its HTML never holds a fallback (a module already
// there renders at once: a thenable that settles synchronously). In the browser the load runs
// beside the first scripts' hydration, which hydrates dehydrated boundaries last anyway.
//
// A dehydrated boundary must not see its props or a context above it change before its module has
// arrived, or React drops the server's HTML for the fallback: islands are memoised (their props are
// the loaders' data, stable between renders), and whatever changes the context above them (the
// browser runtime's start) waits for `islandsLoaded()`.
import { lazy, memo, Suspense, type ComponentType, type ReactNode } from 'react';
import { deferredModule } from './deferred-module.ts';
import { yieldToMain } from './yield-to-main.ts';

type Loaded<P> = { readonly default: ComponentType<P> };

const loads = new Set<Promise<unknown>>();
const onServer = typeof document === 'undefined';

/** Resolves once the module of every island declared so far has loaded (or failed to). */
export const islandsLoaded = async (): Promise<void> => {
  await Promise.allSettled([...loads]);
};

export interface LazyIslandOptions {
  /** What a client-side render shows while the module loads (a page reached by navigation). */
  readonly fallback?: ReactNode;
}

export interface LazyIsland<P> {
  readonly Island: ComponentType<P>;
  /** Starts the module's load (once). */
  readonly preload: () => Promise<unknown>;
}

export const lazyIsland = <P extends object>(importer: () => Promise<ComponentType<P>>, options: LazyIslandOptions = {}): LazyIsland<P> => {
  const module = deferredModule(importer);
  const preload = () => {
    const load = module.load();
    loads.add(load);
    return load;
  };
  // In the browser each island's load starts in a task of its own: starting one appends a preload
  // link per module it needs (Vite's preload helper), which on a slow phone took 25 ms an island
  // inside the page's first module evaluation. A hydration that needs the module first starts it.
  const declared = onServer ? preload() : yieldToMain().then(preload);
  loads.add(declared);
  // A failed load in the browser is left to Vite's preload-error event (the portal's build watcher
  // turns it into its update page); the server's HTML stays as it was rendered.
  void declared.catch((error: unknown) => {
    if (onServer) console.error('island: its module did not load', error);
  });

  const Lazy: ComponentType<P> = lazy((): Promise<Loaded<P>> => {
    const component = module.current();
    if (component === null) return preload().then((loaded) => ({ default: loaded }));
    // Settles synchronously (React's types ask for a Promise; React itself only calls `then`), so
    // React renders the island now instead of suspending once.
    const settled: PromiseLike<Loaded<P>> = { then: (resolve) => resolve?.({ default: component }) as never };
    return settled as Promise<Loaded<P>>;
  });
  const Island = memo(function Island(props: P) {
    return (
      <Suspense fallback={options.fallback ?? null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
  return { Island: Island as unknown as ComponentType<P>, preload };
};
