// What a jackpot ticker shows between two steps of its values (D6), and when it next needs a look.
// A changed value rolls to its new one in a few discrete frames instead of every animation frame,
// and a page wakes only when a digit may change: an idle page with tickers stays idle between steps
// (issue 20: per-frame rolls kept a phone's main thread busy 10–17 % with a layout every frame).
import { jackpotValuesAt } from './jackpot-ticker.ts';
import { jackpotElapsedMs } from './jackpot-elapsed.ts';
import { clampElapsed, jackpotStepKey, LOW_STEPS_PER_INTERVAL, TOP_STEPS_PER_INTERVAL } from './ticker-clock.ts';
import { JACKPOT_PERIOD_MS, JACKPOT_UPDATE_INTERVAL_MS } from '../constants.ts';

/** How long a changed value takes to reach its new one. */
export const JACKPOT_ROLL_MS = 600;
/**
 * How many values a roll shows: the first at the step (part of the way), the last its target. Two
 * keep a page within four writes a second (a low step every second, a top step every 1.67 s).
 */
export const JACKPOT_ROLL_FRAMES = 2;
const FRAME_MS = JACKPOT_ROLL_MS / JACKPOT_ROLL_FRAMES;

/** A value on its way from `from` to `to`, since `startedAt` (epoch ms). */
export interface JackpotRoll {
  readonly from: number;
  readonly to: number;
  readonly startedAt: number;
}

/** A ticker's display: which step its targets are of, and each level's roll. */
export interface JackpotDisplay {
  readonly stepKey: string;
  readonly rolls: readonly JackpotRoll[];
}

export interface JackpotTickerSource {
  /** The amounts of the last fetch, top level first. */
  readonly amounts: readonly number[];
  /** Epoch ms of the fetch. */
  readonly fetchedAt: number;
  readonly seed: number;
  /** prefers-reduced-motion: a value steps straight to its target. */
  readonly reducedMotion: boolean;
}

const easeOut = (progress: number) => 1 - (1 - progress) ** 3;
const toCents = (value: number) => Math.round(value * 100) / 100;

/** Which of the roll's frames shows at `now`: 1 at the step, JACKPOT_ROLL_FRAMES from the roll's end on. */
const frameAt = (roll: JackpotRoll, now: number): number => Math.min(JACKPOT_ROLL_FRAMES, Math.floor(Math.max(0, now - roll.startedAt) / FRAME_MS) + 1);

/** The value a roll shows at `now`, in whole cents; exactly `to` once it has ended. */
export const jackpotRollValueAt = (roll: JackpotRoll, now: number): number => {
  const frame = frameAt(roll, now);
  if (frame >= JACKPOT_ROLL_FRAMES || roll.from === roll.to) return roll.to;
  return toCents(roll.from + (roll.to - roll.from) * easeOut(frame / JACKPOT_ROLL_FRAMES));
};

/** The display the server and the first render show: every level at the fetch moment, still. */
export const startJackpotDisplay = (amounts: readonly number[], seed: number): JackpotDisplay => ({
  stepKey: jackpotStepKey(0),
  rolls: jackpotValuesAt(amounts, 0, seed).map((value) => ({ from: value, to: value, startedAt: Number.NEGATIVE_INFINITY })),
});

/** The display at `now`: a level whose target moved since the last look rolls from what it showed. */
export const advanceJackpotDisplay = (display: JackpotDisplay, source: JackpotTickerSource, now: number): JackpotDisplay => {
  const elapsed = jackpotElapsedMs(source.fetchedAt, now);
  const stepKey = jackpotStepKey(elapsed);
  if (stepKey === display.stepKey) return display;
  const targets = jackpotValuesAt(source.amounts, elapsed, source.seed);
  return {
    stepKey,
    rolls: targets.map((target, index) => {
      const roll = display.rolls[index] ?? { from: target, to: target, startedAt: now };
      if (target === roll.to) return roll;
      return { from: source.reducedMotion ? target : jackpotRollValueAt(roll, now), to: target, startedAt: now };
    }),
  };
};

/** What each level shows at `now`. */
export const jackpotDisplayValues = (display: JackpotDisplay, now: number): number[] => display.rolls.map((roll) => jackpotRollValueAt(roll, now));

/** The first elapsed time after `elapsed` at which a grid of `stepsPerInterval` steps takes its next one. */
const nextStepElapsed = (elapsed: number, stepsPerInterval: number): number => {
  const done = Math.floor((elapsed * stepsPerInterval) / JACKPOT_UPDATE_INTERVAL_MS);
  // Whole milliseconds, rounded up: the step key has surely changed by then.
  return Math.ceil(((done + 1) * JACKPOT_UPDATE_INTERVAL_MS) / stepsPerInterval);
};

/**
 * The next epoch ms at which the display may show something else: the next step of the values or
 * the next frame of a roll under way. Infinity once the climb has ended and nothing rolls: nothing
 * will change again without a new fetch.
 */
export const nextJackpotWakeAt = (display: JackpotDisplay, fetchedAt: number, now: number): number => {
  let next = Number.POSITIVE_INFINITY;
  const elapsed = clampElapsed(jackpotElapsedMs(fetchedAt, now));
  if (elapsed < JACKPOT_PERIOD_MS) {
    const stepAt = Math.min(nextStepElapsed(elapsed, TOP_STEPS_PER_INTERVAL), nextStepElapsed(elapsed, LOW_STEPS_PER_INTERVAL), JACKPOT_PERIOD_MS);
    // Before the fetch moment the climb waits at its start: count from the later of the two.
    next = Math.max(now, fetchedAt) + (stepAt - elapsed);
  }
  for (const roll of display.rolls) {
    const frame = frameAt(roll, now);
    if (frame < JACKPOT_ROLL_FRAMES && roll.from !== roll.to) next = Math.min(next, roll.startedAt + frame * FRAME_MS);
  }
  return next;
};
