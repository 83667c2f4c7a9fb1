// What the page kept in Web Storage is input like any other: another tab, an older build or a user
// may have written it. It is decoded by a Schema; anything that does not decode reads as absent.
import { Option, Schema } from 'effect';
import type { KeyValueStore } from './environment/portal-environment.ts';

export const readStored = <A>(store: KeyValueStore, key: string, schema: Schema.Codec<A, unknown>): A | null => {
  const text = store.getItem(key);
  if (text === null) return null;
  return Option.getOrNull(Schema.decodeUnknownOption(Schema.fromJsonString(schema))(text));
};

export const writeStored = (store: KeyValueStore, key: string, value: unknown): void => store.setItem(key, JSON.stringify(value));
