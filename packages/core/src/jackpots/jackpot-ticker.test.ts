import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JACKPOT_PERIOD_MS, JACKPOT_UPDATE_INTERVAL_MS } from '../constants.ts';
import { jackpotValuesAt } from './jackpot-ticker.ts';
import { JACKPOT_LOW_STEP_MS, JACKPOT_TOP_STEP_MS, jackpotStepKey } from './ticker-clock.ts';

const cents = (value: number): number => Math.round(value * 100);
const hasAtMostTwoDecimals = (value: number): boolean => Number(value.toFixed(2)) === value;
const startOf = (amount: number): number => Math.round(amount * 99) / 100;

const amountArb = fc.double({ min: 1, max: 50_000_000, noNaN: true, noDefaultInfinity: true });
const amountsArb = fc.array(amountArb, { minLength: 1, maxLength: 8 });
const elapsedArb = fc.double({ min: 0, max: JACKPOT_PERIOD_MS * 1.2, noNaN: true, noDefaultInfinity: true });
const seedArb = fc.integer({ min: 0, max: 2 ** 32 - 1 });

describe('jackpotValuesAt: table from D6 and part 1 §9', () => {
  it.each([
    { name: 'fetch moment: 99% of each amount', amounts: [1_000_000, 50_000, 1_234.56], elapsedMs: 0, expected: [990_000, 49_500, 1_222.21] },
    {
      name: 'end of the 2 h period: the amounts',
      amounts: [1_000_000, 50_000, 1_234.56],
      elapsedMs: JACKPOT_PERIOD_MS,
      expected: [1_000_000, 50_000, 1_234.56],
    },
    { name: 'after the period: stays at the amounts', amounts: [1_000_000, 50_000], elapsedMs: 3 * JACKPOT_PERIOD_MS, expected: [1_000_000, 50_000] },
    { name: 'negative elapsed time counts as the fetch moment', amounts: [10_000], elapsedMs: -5_000, expected: [9_900] },
    { name: 'NaN elapsed time counts as the fetch moment', amounts: [10_000], elapsedMs: Number.NaN, expected: [9_900] },
    { name: 'before the first top step nothing moves', amounts: [10_000, 5_000], elapsedMs: JACKPOT_TOP_STEP_MS - 1, expected: [9_900, 4_950] },
    { name: 'amounts with more than 2 decimals end on the cent below', amounts: [100.006], elapsedMs: JACKPOT_PERIOD_MS, expected: [100] },
    { name: 'a zero amount stays 0', amounts: [0, 0], elapsedMs: 60_000, expected: [0, 0] },
    { name: 'a one-cent amount stays 0.01', amounts: [0.01], elapsedMs: 60_000, expected: [0.01] },
    { name: 'a negative amount stands still', amounts: [-50], elapsedMs: 600_000, expected: [-50] },
    { name: 'a non-finite amount shows 0', amounts: [Number.NaN, Number.POSITIVE_INFINITY], elapsedMs: 600_000, expected: [0, 0] },
    { name: 'no levels', amounts: [], elapsedMs: 1_000, expected: [] },
  ])('$name', ({ amounts, elapsedMs, expected }) => {
    expect(jackpotValuesAt(amounts, elapsedMs, 7)).toEqual(expected);
  });

  it('sits on the straight line at every whole minute', () => {
    const amounts = [1_000_000, 20_000, 3_000, 450];
    for (const minute of [1, 7, 60, 119]) {
      const values = jackpotValuesAt(amounts, minute * 60_000, 99);
      values.forEach((value, level) => {
        const amount = amounts[level] as number;
        const startCents = Math.round(amount * 99);
        const gap = amount * 100 - startCents;
        expect(cents(value)).toBe(startCents + Math.floor((gap * minute) / 120));
      });
    }
  });

  it('climbs halfway in about an hour', () => {
    const [top] = jackpotValuesAt([1_000_000], JACKPOT_PERIOD_MS / 2, 1);
    expect(top).toBeCloseTo(995_000, 0);
  });

  it('different seeds give different paths inside a minute', () => {
    const paths = new Set([1, 2, 3, 4].map((seed) => jackpotValuesAt([1_000_000, 40_000, 30_000, 20_000], 30_500, seed).join()));
    expect(paths.size).toBeGreaterThan(1);
  });
});

describe('jackpotValuesAt: properties', () => {
  it('is deterministic for a seed', () => {
    fc.assert(
      fc.property(amountsArb, elapsedArb, seedArb, (amounts, elapsedMs, seed) => {
        expect(jackpotValuesAt(amounts, elapsedMs, seed)).toEqual(jackpotValuesAt([...amounts], elapsedMs, seed));
      }),
    );
  });

  it('is bounded by [99% start, amount] and has at most 2 decimals', () => {
    fc.assert(
      fc.property(amountsArb, elapsedArb, seedArb, (amounts, elapsedMs, seed) => {
        const values = jackpotValuesAt(amounts, elapsedMs, seed);
        expect(values).toHaveLength(amounts.length);
        values.forEach((value, level) => {
          const amount = amounts[level] as number;
          expect(value).toBeGreaterThanOrEqual(startOf(amount));
          expect(value).toBeLessThanOrEqual(amount);
          expect(hasAtMostTwoDecimals(value)).toBe(true);
        });
      }),
    );
  });

  it('only grows with time, and every change is at least 0.01', () => {
    fc.assert(
      fc.property(amountsArb, elapsedArb, elapsedArb, seedArb, (amounts, a, b, seed) => {
        const [earlier, later] = a <= b ? [a, b] : [b, a];
        const before = jackpotValuesAt(amounts, earlier, seed);
        const after = jackpotValuesAt(amounts, later, seed);
        after.forEach((value, level) => {
          const change = cents(value) - cents(before[level] as number);
          expect(change === 0 || change >= 1).toBe(true);
        });
      }),
    );
  });

  it('is monotonic step by step through a whole minute', () => {
    fc.assert(
      fc.property(amountsArb, seedArb, fc.integer({ min: 0, max: 119 }), (amounts, seed, minute) => {
        let previous = jackpotValuesAt(amounts, minute * 60_000, seed);
        for (let ms = minute * 60_000 + 250; ms <= (minute + 1) * 60_000; ms += 250) {
          const current = jackpotValuesAt(amounts, ms, seed);
          current.forEach((value, level) => expect(value).toBeGreaterThanOrEqual(previous[level] as number));
          previous = current;
        }
      }),
      { numRuns: 30 },
    );
  });

  it('changes the top level only on its step boundaries (interval / 6)', () => {
    fc.assert(
      fc.property(amountArb, seedArb, fc.integer({ min: 0, max: 4319 }), fc.double({ min: 0, max: 0.999, noNaN: true }), (amount, seed, step, fraction) => {
        const stepStart = Math.ceil(step * JACKPOT_TOP_STEP_MS);
        const inside = step * JACKPOT_TOP_STEP_MS + fraction * (Math.floor((step + 1) * JACKPOT_TOP_STEP_MS) - step * JACKPOT_TOP_STEP_MS);
        expect(jackpotValuesAt([amount], Math.max(stepStart, inside), seed)).toEqual(jackpotValuesAt([amount], stepStart, seed));
      }),
    );
  });

  it('changes low levels only on their step boundaries (interval / 10)', () => {
    fc.assert(
      fc.property(amountsArb, seedArb, fc.integer({ min: 0, max: 7199 }), fc.integer({ min: 0, max: 999 }), (amounts, seed, step, offset) => {
        const low = (ms: number) => jackpotValuesAt(amounts, ms, seed).slice(1);
        expect(low(step * JACKPOT_LOW_STEP_MS + offset)).toEqual(low(step * JACKPOT_LOW_STEP_MS));
      }),
    );
  });

  it('moves every level on each of its steps when the amounts are large, 3 to 5 low levels per low step', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: 100_000, max: 50_000_000, noNaN: true }), { minLength: 2, maxLength: 9 }),
        seedArb,
        fc.integer({ min: 1, max: 7200 }),
        (amounts, seed, step) => {
          const before = jackpotValuesAt(amounts, (step - 1) * JACKPOT_LOW_STEP_MS, seed).slice(1);
          const after = jackpotValuesAt(amounts, step * JACKPOT_LOW_STEP_MS, seed).slice(1);
          const moved = after.filter((value, level) => value !== before[level]).length;
          const lowCount = amounts.length - 1;
          expect(moved).toBeGreaterThanOrEqual(Math.min(3, lowCount));
          expect(moved).toBeLessThanOrEqual(Math.min(5, lowCount));
        },
      ),
    );
  });

  it('moves the top level on every top step when the amount is large', () => {
    fc.assert(
      fc.property(fc.double({ min: 100_000, max: 50_000_000, noNaN: true }), seedArb, fc.integer({ min: 1, max: 4320 }), (amount, seed, step) => {
        const at = (s: number) => jackpotValuesAt([amount], Math.ceil(s * JACKPOT_TOP_STEP_MS), seed)[0] as number;
        expect(at(step)).toBeGreaterThan(at(step - 1));
      }),
    );
  });

  it('the top level steps six times per update interval', () => {
    const values = new Set<number>();
    for (let ms = 0; ms < JACKPOT_UPDATE_INTERVAL_MS; ms += 50) values.add(jackpotValuesAt([1_000_000], ms, 3)[0] as number);
    expect(values.size).toBe(6);
  });
});

describe('jackpotStepKey', () => {
  it('names every change: two elapsed times with the same key show the same values', () => {
    fc.assert(
      fc.property(amountsArb, seedArb, elapsedArb, fc.double({ min: 0, max: JACKPOT_LOW_STEP_MS * 3, noNaN: true }), (amounts, seed, elapsed, later) => {
        if (jackpotStepKey(elapsed) !== jackpotStepKey(elapsed + later)) return;
        expect(jackpotValuesAt(amounts, elapsed + later, seed)).toEqual(jackpotValuesAt(amounts, elapsed, seed));
      }),
    );
  });

  it('changes at every top and low step and not between them', () => {
    expect(jackpotStepKey(0)).toBe(jackpotStepKey(JACKPOT_LOW_STEP_MS - 1));
    expect(jackpotStepKey(JACKPOT_LOW_STEP_MS - 1)).not.toBe(jackpotStepKey(JACKPOT_LOW_STEP_MS));
    expect(jackpotStepKey(JACKPOT_TOP_STEP_MS - 1)).not.toBe(jackpotStepKey(JACKPOT_TOP_STEP_MS));
    expect(jackpotStepKey(JACKPOT_PERIOD_MS)).toBe(jackpotStepKey(JACKPOT_PERIOD_MS * 2));
    expect(jackpotStepKey(-10)).toBe(jackpotStepKey(Number.NaN));
  });
});
