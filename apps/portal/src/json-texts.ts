// Data alike for many visitors travels in loader data as JSON texts, not objects: React Router
// encodes loader data value by value (turbo-stream) on every render, and one string is one value.
// A side writes a text once per object and reads a text back once: equal texts give one object,
// whose identity stays put across a page's renders. Only plain JSON data belongs in such a text.
import { recentMap } from './recent-map.ts';

/** The object as JSON text, written once per object (it must not change once written). */
export const textWriter = <T extends object>(): ((value: T) => string) => {
  const written = new WeakMap<T, string>();
  return (value) => {
    let text = written.get(value);
    if (text === undefined) {
      text = JSON.stringify(value);
      written.set(value, text);
    }
    return text;
  };
};

export interface TextReader<T> {
  /** The data a text holds, parsed once per text held. */
  readonly read: (text: string) => T;
  /** Reading `text` gives `value` itself (the object it was written from) while it is held. */
  readonly remember: (text: string, value: T) => void;
  /** Texts held (tests: the memory stays bounded). */
  readonly held: () => number;
}

/** Texts read back, at most `limit` held (the least recently used leaving first). */
export const textReader = <T>(limit: number): TextReader<T> => {
  const read = recentMap<string, T>(limit);
  return {
    read: (text) => {
      let value = read.get(text);
      if (value === undefined) {
        value = JSON.parse(text) as T;
        read.set(text, value);
      }
      return value;
    },
    remember: (text, value) => read.set(text, value),
    held: () => read.size,
  };
};
