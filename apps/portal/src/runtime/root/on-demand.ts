// The runtime's one rule for machines that no screen needs at once: a machine starts when something
// reads it (`open`), once however many read it, and stops when the last reader closes it; the next
// read starts a fresh one. Relays never start one: they deliver to it while it runs (`running`) and
// bring it up to date when it starts (`onStart`), so a machine nobody reads costs nothing.

/** Per id: what readers get (a machine's actor, or a group of them) and the input the first reader gives. */
export type OnDemandTable = Record<string, { readonly actor: unknown; readonly input: unknown }>;

/** What a starter answers: the started thing, and how to stop it. */
export interface Started<A> {
  readonly actor: A;
  readonly stop: () => void;
}

export type OnDemandStarters<T extends OnDemandTable> = { readonly [K in keyof T]: (input: T[K]['input']) => Started<T[K]['actor']> };

/** The input a read gives: none for a machine that takes none. */
export type InputArgs<I> = [I] extends [void] ? [] : [input: I];

/** One reader's hold on a machine: `close` once, when its screen or panel closes. */
export interface Opened<A> {
  readonly actor: A;
  readonly close: () => void;
}

/** What a relay does with a machine that has just started; the returned function runs at its stop. */
type StartListener<A> = (actor: A) => (() => void) | void;

export interface OnDemand<T extends OnDemandTable> {
  /** The machine under `id`, started by this read if nothing holds it (the input of a later read is not used). */
  readonly open: <K extends keyof T>(id: K, ...input: InputArgs<T[K]['input']>) => Opened<T[K]['actor']>;
  /** The machine if something holds it: a relay delivers to it, never starts it. */
  readonly running: <K extends keyof T>(id: K) => T[K]['actor'] | undefined;
  /** Called for each start of the machine (and at once if it runs); answers the function that stops listening. */
  readonly onStart: <K extends keyof T>(id: K, listener: StartListener<T[K]['actor']>) => () => void;
  /** The ids running now. */
  readonly runningIds: () => readonly (keyof T)[];
  /** Stops everything (the page goes). */
  readonly stopAll: () => void;
}

interface Held {
  readonly started: Started<unknown>;
  readers: number;
  readonly cleanups: (() => void)[];
}

export const createOnDemand = <T extends OnDemandTable>(starters: OnDemandStarters<T>): OnDemand<T> => {
  const held = new Map<keyof T, Held>();
  const listeners = new Map<keyof T, Set<StartListener<unknown>>>();

  const notify = (entry: Held, listener: StartListener<unknown>) => {
    const cleanup = listener(entry.started.actor);
    if (cleanup) entry.cleanups.push(cleanup);
  };
  const stop = (id: keyof T, entry: Held) => {
    held.delete(id);
    for (const cleanup of entry.cleanups.splice(0)) cleanup();
    entry.started.stop();
  };

  return {
    open: (id, ...input) => {
      let entry = held.get(id);
      if (entry === undefined) {
        entry = { started: starters[id](input[0] as T[typeof id]['input']), readers: 0, cleanups: [] };
        held.set(id, entry);
        for (const listener of listeners.get(id) ?? []) notify(entry, listener);
      }
      const current = entry;
      current.readers += 1;
      let closed = false;
      return {
        actor: current.started.actor as T[typeof id]['actor'],
        close: () => {
          if (closed) return;
          closed = true;
          current.readers -= 1;
          if (current.readers === 0 && held.get(id) === current) stop(id, current);
        },
      };
    },
    running: (id) => held.get(id)?.started.actor as T[typeof id]['actor'] | undefined,
    onStart: (id, listener) => {
      const forId = listeners.get(id) ?? new Set();
      listeners.set(id, forId);
      const general = listener as StartListener<unknown>;
      forId.add(general);
      const entry = held.get(id);
      if (entry) notify(entry, general);
      return () => void forId.delete(general);
    },
    runningIds: () => [...held.keys()],
    stopAll: () => {
      for (const [id, entry] of [...held]) stop(id, entry);
    },
  };
};

/**
 * A chunk's load for the machines on demand: shared by every read while it is on its way and once it
 * has come; one that failed (the network dropped it) is tried again by the next read, not failed for
 * the page's whole life.
 */
export const loadUntilLoaded = (load: () => Promise<void>): (() => Promise<void>) => {
  let loading: Promise<void> | null = null;
  return () => {
    const current = (loading ??= load().catch((error: unknown) => {
      if (loading === current) loading = null;
      throw error;
    }));
    return current;
  };
};
