// One thing loaded by an injected promise actor: `loading` → `loaded` or `failed`, and a reload event
// (with its guard) that loads again. Player data keeps one region per part (reloaded from either end
// by a refresh); favourites one per personal list, which waits in `idle` until the layout needs it
// and is retried from `failed` only. A part whose value came with the input (the notification token
// of the login or session check) starts `loaded`, so that it is not fetched twice.

type Reference = string | { readonly type: string; readonly params?: unknown };
type References = Reference | readonly Reference[];

export interface LoaderRegionOptions {
  /** The loader actor's name in `setup` (also the invocation id, so tests settle it by name). */
  readonly src: string;
  readonly input?: unknown;
  /** Runs each time a load starts. */
  readonly entry?: References;
  readonly onDone: References;
  readonly onError: References;
  /** The event that loads again, and from where: the failed end only, or either end. */
  readonly reload: { readonly event: string; readonly guard: Reference; readonly from: 'failed' | 'loaded-or-failed' };
  /** Waits in `idle` until this guard holds (re-checked after every event). */
  readonly startWhen?: Reference;
  /** Starts in `loaded`, without a load, when this guard holds at the start (no `startWhen` with it). */
  readonly loadedWhen?: Reference;
  /** States nested in `loaded` (the favourites' toggle). */
  readonly loaded?: object;
}

/** An optional option's type, or undefined when the caller left it out. */
type Given<O, K extends keyof LoaderRegionOptions> = O extends { readonly [P in K]: infer V } ? V : undefined;

type ReloadOn<O extends LoaderRegionOptions> = {
  readonly [K in O['reload']['event']]: { readonly guard: O['reload']['guard']; readonly target: 'loading' };
};

/** The region's config, with every name and reference kept literal so that `setup` checks them. */
export type LoaderRegion<O extends LoaderRegionOptions> = {
  readonly initial: O['startWhen'] extends Reference ? 'idle' : O['loadedWhen'] extends Reference ? 'given' : 'loading';
  readonly states: (O['startWhen'] extends Reference
    ? { readonly idle: { readonly always: { readonly guard: O['startWhen']; readonly target: 'loading' } } }
    : unknown) &
    (O['loadedWhen'] extends Reference
      ? { readonly given: { readonly always: readonly [{ readonly guard: O['loadedWhen']; readonly target: 'loaded' }, { readonly target: 'loading' }] } }
      : unknown) & {
      readonly loading: {
        readonly entry: Given<O, 'entry'>;
        readonly invoke: {
          readonly id: O['src'];
          readonly src: O['src'];
          readonly input: Given<O, 'input'>;
          readonly onDone: { readonly target: 'loaded'; readonly actions: O['onDone'] };
          readonly onError: { readonly target: 'failed'; readonly actions: O['onError'] };
        };
      };
      // `unknown` leaves an intersection as it is; the last part stays an object so that `loaded` is one.
      readonly loaded: (Given<O, 'loaded'> extends object ? Given<O, 'loaded'> : unknown) &
        (O['reload']['from'] extends 'loaded-or-failed' ? { readonly on: ReloadOn<O> } : Record<never, never>);
      readonly failed: { readonly on: ReloadOn<O> };
    };
};

export function loaderRegion<const O extends LoaderRegionOptions>(options: O): LoaderRegion<O> {
  const reload = { [options.reload.event]: { guard: options.reload.guard, target: 'loading' } };
  const region = {
    initial: options.startWhen ? 'idle' : options.loadedWhen ? 'given' : 'loading',
    states: {
      ...(options.startWhen ? { idle: { always: { guard: options.startWhen, target: 'loading' } } } : {}),
      ...(options.loadedWhen ? { given: { always: [{ guard: options.loadedWhen, target: 'loaded' }, { target: 'loading' }] } } : {}),
      loading: {
        entry: options.entry,
        invoke: {
          id: options.src,
          src: options.src,
          input: options.input,
          onDone: { target: 'loaded', actions: options.onDone },
          onError: { target: 'failed', actions: options.onError },
        },
      },
      loaded: { ...options.loaded, ...(options.reload.from === 'loaded-or-failed' ? { on: reload } : {}) },
      failed: { on: reload },
    },
  };
  // The object is built from the options field by field; the mapped type only restates that shape
  // with the literals kept, which TypeScript cannot follow through the spreads above.
  return region as unknown as LoaderRegion<O>;
}
