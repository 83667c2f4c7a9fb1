// A value computed once per object and forgotten with it: the cache for anything derived from an
// immutable input (a filter set, a catalogue array) that many calls in a row ask about.
export const memoPerObject = <K extends object, V>(compute: (key: K) => V): ((key: K) => V) => {
  const values = new WeakMap<K, V>();
  return (key) => {
    if (values.has(key)) return values.get(key) as V;
    const value = compute(key);
    values.set(key, value);
    return value;
  };
};
