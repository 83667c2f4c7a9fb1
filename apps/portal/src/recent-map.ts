// The portal's memories of what it derives again and again (texts read back, matched paths, shared
// views) are keyed by what visitors bring, so each keeps at most a number of entries: the one used
// least recently leaves first, and what is in use stays.

export interface RecentMap<K, V> {
  /** The value, now the most recently used; undefined if not held. */
  get(key: K): V | undefined;
  /** Holds the value as the most recently used (the least recently used entry leaving past the limit). */
  set(key: K, value: V): void;
  /** Entries held (at most the limit). */
  readonly size: number;
}

export const recentMap = <K, V>(limit: number): RecentMap<K, V> => {
  // A Map iterates in insertion order: an entry used again is put back at the end.
  const entries = new Map<K, V>();
  return {
    get: (key) => {
      if (!entries.has(key)) return undefined;
      const value = entries.get(key) as V;
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set: (key, value) => {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value as K);
    },
    get size() {
      return entries.size;
    },
  };
};
