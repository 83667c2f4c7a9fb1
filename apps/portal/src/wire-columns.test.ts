// A column accepts exactly the arrays whose every item is of its kind, as a schema per item would.
import fc from 'fast-check';
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { IndexLists, literalColumn, Numbers, NumbersOrNulls, Strings } from './wire-columns.ts';

const perItem = {
  Strings: [Strings, Schema.Array(Schema.String)],
  Numbers: [Numbers, Schema.Array(Schema.Number)],
  NumbersOrNulls: [NumbersOrNulls, Schema.Array(Schema.NullOr(Schema.Number))],
  IndexLists: [IndexLists, Schema.Array(Schema.Array(Schema.Number))],
  GameTypes: [literalColumn(['Slot', 'Live'], 'game types'), Schema.Array(Schema.Literals(['Slot', 'Live']))],
} as const;

const accepts = (schema: Schema.Top, value: unknown) => Schema.decodeUnknownOption(schema as Schema.Codec<unknown, unknown>)(value)._tag === 'Some';

const item = fc.oneof(
  fc.string(),
  fc.constantFrom('Slot', 'Live', 'Table'),
  fc.double(),
  fc.integer(),
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 3 }),
  fc.object({ maxDepth: 1 }),
);

describe('the catalogue columns', () => {
  it('accept and refuse what a schema per item accepts and refuses (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.values(perItem)), fc.oneof(fc.array(item, { maxLength: 8 }), item), ([column, reference], value) => {
        expect(accepts(column, value)).toBe(accepts(reference, value));
      }),
      { numRuns: 3000 },
    );
  });
});
