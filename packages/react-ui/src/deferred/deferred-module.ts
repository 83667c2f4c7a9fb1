// A module the first paint does without (Ark UI's popover, dialog and tooltip, ~38 KB gzip): the
// page's first scripts only render, and the module is fetched once, the first time somebody reaches
// for it (pointer over, focus, tap). Every component using it shares that one load.
export interface DeferredModule<T> {
  /** The module once it has loaded, else null. */
  readonly current: () => T | null;
  /** Starts the load (once); a failed load may be tried again. */
  readonly load: () => Promise<T>;
  readonly subscribe: (loaded: () => void) => () => void;
}

export const deferredModule = <T>(importer: () => Promise<T>): DeferredModule<T> => {
  let value: T | null = null;
  let pending: Promise<T> | null = null;
  const listeners = new Set<() => void>();
  return {
    current: () => value,
    load: () =>
      (pending ??= importer().then(
        (module) => {
          value = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    subscribe: (loaded) => {
      listeners.add(loaded);
      return () => listeners.delete(loaded);
    },
  };
};
