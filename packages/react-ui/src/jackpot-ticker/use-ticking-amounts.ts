// Jackpot amounts that tick (part 1 §4, D6): the values come from core's ticker rule
// (jackpotValuesAt) for the time since the amounts were fetched, on the one animation clock of the
// page. A changed value rolls to the next one over a short time, or steps straight to it under
// prefers-reduced-motion. The server and the first browser render show the values at the fetch, so
// hydration matches; frames then write the text directly (no React render per frame), and a frame
// with no step to take and no roll under way does nothing (jackpotStepKey): most frames, on a phone.
import { useEffect, useRef } from 'react';
import { formatCurrency, jackpotElapsedMs, jackpotStepKey, jackpotValuesAt } from '@casino/core';
import { sharedAnimationClock } from './animation-clock.ts';

export interface TickingAmounts {
  /** The amounts of the last fetch, top level first. */
  readonly amounts: readonly number[];
  readonly currencyCode: string;
  /** Epoch ms of the fetch that returned the amounts. */
  readonly fetchedAt: number;
  readonly seed: number;
}

/** How long a value rolls to its next one. */
const ROLL_MS = 600;
/** Czech currency format on every page (docs/design.md: 1 234,50 Kč). */
const CURRENCY_LOCALE = 'cs-CZ';

const format = (value: number, currencyCode: string) => formatCurrency(value, currencyCode, { locale: CURRENCY_LOCALE });
const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

interface Roll {
  from: number;
  to: number;
  startedAt: number;
  shown: string;
}

function currentValue(roll: Roll, now: number): number {
  const progress = Math.min(1, (now - roll.startedAt) / ROLL_MS);
  return roll.from + (roll.to - roll.from) * easeOut(progress);
}

/** The first texts of the levels, and a ref for each level's text element that the clock then writes. */
export const useTickingAmounts = ({ amounts, currencyCode, fetchedAt, seed }: TickingAmounts) => {
  const elements = useRef<(HTMLElement | null)[]>([]);
  const first = jackpotValuesAt(amounts, 0, seed).map((value) => format(value, currencyCode));
  const amountsKey = amounts.join(',');

  useEffect(() => {
    const amountsNow = amountsKey.split(',').map(Number);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const start = jackpotValuesAt(amountsNow, 0, seed);
    const rolls: Roll[] = start.map((value) => ({ from: value, to: value, startedAt: 0, shown: format(value, currencyCode) }));
    let stepKey = jackpotStepKey(0);
    let rolling = false;
    return sharedAnimationClock().subscribe((now) => {
      const elapsed = jackpotElapsedMs(fetchedAt, now);
      const key = jackpotStepKey(elapsed);
      if (key === stepKey && !rolling) return;
      stepKey = key;
      const targets = jackpotValuesAt(amountsNow, elapsed, seed);
      rolling = false;
      targets.forEach((target, index) => {
        const roll = rolls[index];
        const element = elements.current[index];
        if (!roll || !element) return;
        if (target !== roll.to) {
          roll.from = reducedMotion.matches ? target : currentValue(roll, now);
          roll.to = target;
          roll.startedAt = now;
        }
        if (now - roll.startedAt < ROLL_MS) rolling = true;
        const text = format(Math.round(currentValue(roll, now) * 100) / 100, currencyCode);
        if (text !== roll.shown) {
          roll.shown = text;
          element.textContent = text;
        }
      });
    });
  }, [amountsKey, currencyCode, fetchedAt, seed]);

  const ref = (index: number) => (element: HTMLElement | null) => {
    elements.current[index] = element;
  };
  return { first, ref };
};
