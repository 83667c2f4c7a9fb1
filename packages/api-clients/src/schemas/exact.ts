// A schema must decode to exactly the core type it stands for: not a narrower type (the compiler
// checks that through Codec<T>), and not one that forgets an optional field or invents one either (decoding strips
// unknown keys, so a forgotten field would silently vanish). `exactly<T>()(schema)` checks both.
import { Schema } from 'effect';

type MissingKeys<T, S> = Exclude<keyof T, keyof S>;

type SameKeys<T, S> = [MissingKeys<T, S> | MissingKeys<S, T>] extends [never]
  ? unknown
  : { readonly missingKeys: MissingKeys<T, S>; readonly extraKeys: MissingKeys<S, T> };

export const exactly =
  <T>() =>
  <S extends Schema.Codec<T, unknown>>(schema: S & SameKeys<T, S['Type']>): Schema.Codec<T, unknown> =>
    schema;

/** A union of string literals from one of core's frozen value objects (GameType, Lobby, …). */
export const literalsOf = <V extends string>(values: { readonly [key: string]: V }): Schema.Codec<V> => Schema.Literals(Object.values(values));

/** `T | null`, with the key required (the demo platform and core types spell nulls out). */
export const nullable = <S extends Schema.Top>(schema: S) => Schema.NullOr(schema);

/** `key?: T | null`. */
export const optionalNullable = <S extends Schema.Top>(schema: S) => Schema.optional(Schema.NullOr(schema));
