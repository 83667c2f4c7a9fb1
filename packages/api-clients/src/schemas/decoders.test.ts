// Every decoder against real samples (they decode to themselves) and against random and corrupted
// JSON (always a typed DecodeError naming the call and the field, never a throw).
import { Effect, Exit, Schema } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DecodeError } from '../errors.ts';
import { decoderFor } from '../http/decode.ts';
import { decoderCases } from '../../test/support/decoder-samples.ts';

const where = { call: 'Test.decode', errorKey: 'errors.failed-to-fetch-games' } as const;

/** Runs a decoder synchronously; a defect or a throw fails the test by escaping. */
const decodeExit = (schema: Schema.Codec<unknown, unknown>, input: unknown) => Effect.runSyncExit(decoderFor(schema, where)(input));

const failureOf = (exit: Exit.Exit<unknown, DecodeError>): DecodeError => {
  if (Exit.isSuccess(exit)) throw new Error('expected a DecodeError, the value decoded');
  const error = exit.cause.reasons.find((reason) => reason._tag === 'Fail');
  if (!error || error._tag !== 'Fail') throw new Error(`expected a typed failure, got ${String(exit.cause)}`);
  return error.error;
};

/** A JSON value of another type than `value` (never null: several fields accept null). */
const otherTypeThan = (value: unknown): fc.Arbitrary<unknown> => {
  const choices: unknown[] = Array.isArray(value)
    ? [42, 'text', { not: 'a list' }]
    : typeof value === 'object'
      ? [42, 'text', true]
      : typeof value === 'string'
        ? [42, true, { not: 'text' }, ['text']]
        : typeof value === 'number'
          ? ['12', true, { not: 'a number' }]
          : ['true', 0, ['x']];
  return fc.constantFrom(...choices);
};

describe('decoders', () => {
  it('have samples for every case', () => {
    for (const { name, samples } of decoderCases) expect(samples.length, name).toBeGreaterThan(0);
  });

  it.each(decoderCases)('$name decodes every real sample to an equal value', ({ schema, samples }) => {
    for (const sample of samples) {
      const exit = decodeExit(schema, sample);
      expect(Exit.isSuccess(exit) ? exit.value : String(exit)).toEqual(sample);
    }
  });

  it.each(decoderCases)('$name answers random JSON with a value or a typed DecodeError, never a throw', ({ schema }) => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const exit = decodeExit(schema, input);
        if (Exit.isFailure(exit)) {
          const error = failureOf(exit);
          expect(error).toBeInstanceOf(DecodeError);
          expect(error.call).toBe(where.call);
          expect(error.errorKey).toBe(where.errorKey);
          expect(error.field.length).toBeGreaterThan(0);
          expect(error.message).toContain(where.call);
        }
      }),
      { numRuns: 60 },
    );
  });

  /** The fields of a sample whose type the property may change: set, and of one JSON type only. */
  const corruptibleKeys = (sample: unknown, polymorphic: readonly string[] = []): string[] =>
    typeof sample === 'object' && sample !== null && !Array.isArray(sample)
      ? Object.entries(sample)
          .filter(([key, value]) => value !== null && value !== undefined && !polymorphic.includes(key))
          .map(([key]) => key)
      : [];

  it.each(decoderCases.filter((c) => c.samples.some((s) => corruptibleKeys(s, c.polymorphic).length > 0)))(
    '$name rejects a sample with one field of the wrong type, naming that field',
    ({ schema, samples, polymorphic }) => {
      const objects = samples.filter((s) => corruptibleKeys(s, polymorphic).length > 0) as Record<string, unknown>[];
      const corrupted = fc
        .constantFrom(...objects)
        .chain((sample) =>
          fc.constantFrom(...corruptibleKeys(sample, polymorphic)).chain((key) => otherTypeThan(sample[key]).map((wrong) => ({ sample, key, wrong }))),
        );
      fc.assert(
        fc.property(corrupted, ({ sample, key, wrong }) => {
          const error = failureOf(decodeExit(schema, { ...sample, [key]: wrong }));
          expect(error.field === key || error.field.startsWith(`${key}.`)).toBe(true);
        }),
        { numRuns: 40 },
      );
    },
  );

  it('names the path of a nested offending value', () => {
    const balances = decoderCases.find((c) => c.name === 'BalancesResponse')!;
    const error = failureOf(decodeExit(balances.schema, { balances: [{ type: 'casino_gaming', amount: 1, currencyCode: 'CZK' }, { type: 7 }] }));
    expect(error.field).toBe('balances.1.type');
    expect(error.message).toBe(`Test.decode: unexpected response at balances.1.type: ${error.issue}`);
  });

  it('reports a missing key by its name', () => {
    const balance = decoderCases.find((c) => c.name === 'Balance')!;
    const error = failureOf(decodeExit(balance.schema, { type: 'casino_gaming', currencyCode: 'CZK' }));
    expect(error.field).toBe('amount');
    expect(error.issue).toMatch(/missing/i);
  });

  it('reports a wrong root as (root)', () => {
    const game = decoderCases.find((c) => c.name === 'Game')!;
    expect(failureOf(decodeExit(game.schema, 'not a game')).field).toBe('(root)');
  });

  it('keeps optional fields the wire leaves out absent, not invented', () => {
    const game = decoderCases.find((c) => c.name === 'Game')!;
    const { maxWin: _maxWin, rtp: _rtp, ...withoutOptional } = game.samples[0] as Record<string, unknown>;
    const exit = decodeExit(game.schema, withoutOptional);
    expect(Exit.isSuccess(exit) && exit.value).toEqual(withoutOptional);
  });

  it('rejects values outside an enumeration of core', () => {
    const game = decoderCases.find((c) => c.name === 'Game')!;
    const error = failureOf(decodeExit(game.schema, { ...(game.samples[0] as object), type: 'Bingo' }));
    expect(error.field).toBe('type');
  });
});
