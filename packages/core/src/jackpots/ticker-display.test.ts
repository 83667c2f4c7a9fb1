import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JACKPOT_PERIOD_MS } from '../constants.ts';
import {
  JACKPOT_ROLL_FRAMES,
  JACKPOT_ROLL_MS,
  advanceJackpotDisplay,
  jackpotDisplayValues,
  jackpotRollValueAt,
  nextJackpotWakeAt,
  startJackpotDisplay,
  type JackpotDisplay,
  type JackpotTickerSource,
} from './ticker-display.ts';

const FETCHED_AT = 1_700_000_000_000;
const amountsArb = fc.array(fc.double({ min: 1, max: 50_000_000, noNaN: true, noDefaultInfinity: true }), { minLength: 1, maxLength: 8 });
const sourceArb = fc.record({
  amounts: amountsArb,
  fetchedAt: fc.constant(FETCHED_AT),
  seed: fc.integer({ min: 0, max: 2 ** 32 - 1 }),
  reducedMotion: fc.boolean(),
});
const offsetArb = fc.integer({ min: -5_000, max: JACKPOT_PERIOD_MS + 5_000 });

/** The display a page holds after looking at every wake from the fetch to `until`. */
const lookedAtEveryWake = (source: JackpotTickerSource, from: number, until: number) => {
  let display = advanceJackpotDisplay(startJackpotDisplay(source.amounts, source.seed), source, from);
  let now = from;
  const wakes: number[] = [];
  for (;;) {
    const wake = nextJackpotWakeAt(display, source.fetchedAt, now);
    if (wake > until) return { display, wakes };
    now = wake;
    wakes.push(wake);
    display = advanceJackpotDisplay(display, source, now);
  }
};

describe('a roll', () => {
  it('shows part of the way at the step and its target from the roll end on', () => {
    const roll = { from: 100, to: 200, startedAt: 1_000 };
    expect(jackpotRollValueAt(roll, 1_000)).toBe(187.5);
    expect(jackpotRollValueAt(roll, 1_000 + JACKPOT_ROLL_MS / JACKPOT_ROLL_FRAMES)).toBe(200);
    expect(jackpotRollValueAt(roll, 1_000 + JACKPOT_ROLL_MS * 10)).toBe(200);
  });

  it('stays between its ends, never goes back, and shows at most JACKPOT_ROLL_FRAMES values', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.array(fc.integer({ min: 0, max: 2 * JACKPOT_ROLL_MS }), { minLength: 2 }),
        (fromCents, gainCents, offsets) => {
          const roll = { from: fromCents / 100, to: (fromCents + gainCents) / 100, startedAt: 50_000 };
          const values = [...offsets].sort((a, b) => a - b).map((offset) => jackpotRollValueAt(roll, roll.startedAt + offset));
          values.forEach((value, at) => {
            expect(value).toBeGreaterThanOrEqual(roll.from);
            expect(value).toBeLessThanOrEqual(roll.to);
            expect(Math.round(value * 100) / 100).toBe(value);
            if (at > 0) expect(value).toBeGreaterThanOrEqual(values[at - 1] as number);
          });
          expect(new Set(values).size).toBeLessThanOrEqual(JACKPOT_ROLL_FRAMES);
          expect(jackpotRollValueAt(roll, roll.startedAt + JACKPOT_ROLL_MS)).toBe(roll.to);
        },
      ),
    );
  });
});

describe('the display between two wakes', () => {
  it('shows nothing new before the next wake', () => {
    fc.assert(
      fc.property(sourceArb, offsetArb, fc.double({ min: 0, max: 1, noNaN: true }), (source, offset, share) => {
        const now = FETCHED_AT + offset;
        const display = advanceJackpotDisplay(startJackpotDisplay(source.amounts, source.seed), source, now);
        const wake = nextJackpotWakeAt(display, source.fetchedAt, now);
        expect(wake).toBeGreaterThan(now);
        const shown = jackpotDisplayValues(display, now);
        const before = Number.isFinite(wake) ? now + Math.floor((wake - 1 - now) * share) : now + Math.floor(share * 10 * JACKPOT_PERIOD_MS);
        expect(jackpotDisplayValues(advanceJackpotDisplay(display, source, before), before)).toEqual(shown);
      }),
    );
  });

  it('reaches the same values as a look at every millisecond would (a wake is never late)', () => {
    fc.assert(
      fc.property(sourceArb, fc.integer({ min: 0, max: JACKPOT_PERIOD_MS }), (source, offset) => {
        const from = FETCHED_AT + offset;
        const until = from + 3_000;
        const { display } = lookedAtEveryWake(source, from, until);
        let dense: JackpotDisplay = advanceJackpotDisplay(startJackpotDisplay(source.amounts, source.seed), source, from);
        for (let now = from + 1; now <= until; now += 1) dense = advanceJackpotDisplay(dense, source, now);
        expect(jackpotDisplayValues(display, until)).toEqual(jackpotDisplayValues(dense, until));
      }),
      { numRuns: 30 },
    );
  });

  // The first look (the page's load, a tab coming back) may start rolls off the step grid; from the
  // end of those on, the wakes are the grid's.
  it('wakes at most four times in any second once the first rolls have ended, and never once the climb has ended and nothing rolls', () => {
    fc.assert(
      fc.property(sourceArb, fc.integer({ min: 0, max: JACKPOT_PERIOD_MS - 20_000 }), (source, offset) => {
        const from = FETCHED_AT + offset;
        const { wakes } = lookedAtEveryWake(source, from, from + 20_000);
        const settled = wakes.filter((wake) => wake >= from + JACKPOT_ROLL_MS);
        settled.forEach((wake, at) => expect(settled.filter((other, index) => index >= at && other < wake + 1_000).length).toBeLessThanOrEqual(4));
      }),
    );
    const source = { amounts: [1_000, 50], fetchedAt: FETCHED_AT, seed: 3, reducedMotion: false };
    const ended = lookedAtEveryWake(source, FETCHED_AT + JACKPOT_PERIOD_MS - 2_000, FETCHED_AT + 3 * JACKPOT_PERIOD_MS);
    expect(ended.wakes.at(-1)).toBeLessThanOrEqual(FETCHED_AT + JACKPOT_PERIOD_MS + JACKPOT_ROLL_MS);
    expect(nextJackpotWakeAt(ended.display, FETCHED_AT, FETCHED_AT + 3 * JACKPOT_PERIOD_MS)).toBe(Number.POSITIVE_INFINITY);
  });

  it('under reduced motion steps straight to the target', () => {
    const source = { amounts: [1_000_000], fetchedAt: FETCHED_AT, seed: 1, reducedMotion: true };
    const display = advanceJackpotDisplay(startJackpotDisplay(source.amounts, source.seed), source, FETCHED_AT + 60_000);
    expect(display.rolls[0]?.from).toBe(display.rolls[0]?.to);
  });
});
