// Game details the visitor has opened, kept in the page while it lives, so that opening a game again
// shows its details at once (part 2 §2 asks nothing of the sort; issue 22 asks for details painted
// within 100 ms). An answer older than `freshMs` is still shown at once, and asked again beside it.
// Bounded: the least recently opened leave first. Time comes from `now`.

export interface Recalled<T> {
  readonly value: T;
  /** False once it is older than freshMs: show it, and ask again. */
  readonly fresh: boolean;
}

export interface DetailsMemory<T> {
  readonly recall: (key: string) => Recalled<T> | undefined;
  readonly remember: (key: string, value: T) => void;
}

export interface DetailsMemoryOptions {
  readonly now: () => number;
  readonly freshMs: number;
  readonly limit: number;
}

export const createDetailsMemory = <T>({ now, freshMs, limit }: DetailsMemoryOptions): DetailsMemory<T> => {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const kept = new Map<string, { readonly value: T; readonly at: number }>();
  return {
    recall: (key) => {
      const entry = kept.get(key);
      if (entry === undefined) return undefined;
      kept.delete(key);
      kept.set(key, entry);
      return { value: entry.value, fresh: now() - entry.at < freshMs };
    },
    remember: (key, value) => {
      kept.delete(key);
      kept.set(key, { value, at: now() });
      for (const oldest of kept.keys()) {
        if (kept.size <= limit) break;
        kept.delete(oldest);
      }
    },
  };
};
