// Jackpot amounts that tick (part 1 §4, D6): what each level shows comes from core's ticker display
// (a step's values, rolled in a few frames), and this hook only schedules: it looks when core says
// something may change (the page's one wake clock) and writes a level's text only when it changed.
// The server and the first browser render show the values at the fetch, so hydration matches; the
// looks then write the text directly, with no React render. Levels off the screen are not looked at
// (an IntersectionObserver): a lobby whose jackpots are below the fold wakes for nothing, and its
// tickers catch up from the wall clock when scrolled to.
import { useEffect, useRef } from 'react';
import { advanceJackpotDisplay, formatCurrency, jackpotDisplayValues, nextJackpotWakeAt, startJackpotDisplay, jackpotValuesAt } from '@casino/core';
import { sharedWakeClock } from './wake-clock.ts';
import { whileOnScreen } from './while-on-screen.ts';

export interface TickingAmounts {
  /** The amounts of the last fetch, top level first. */
  readonly amounts: readonly number[];
  readonly currencyCode: string;
  /** Epoch ms of the fetch that returned the amounts. */
  readonly fetchedAt: number;
  readonly seed: number;
}

/** Czech currency format on every page (docs/design.md: 1 234,50 Kč). */
const CURRENCY_LOCALE = 'cs-CZ';

const format = (value: number, currencyCode: string) => formatCurrency(value, currencyCode, { locale: CURRENCY_LOCALE });

/** The first texts of the levels, and a ref for each level's text element that the clock then writes. */
export const useTickingAmounts = ({ amounts, currencyCode, fetchedAt, seed }: TickingAmounts) => {
  const elements = useRef<(HTMLElement | null)[]>([]);
  const first = jackpotValuesAt(amounts, 0, seed).map((value) => format(value, currencyCode));
  const amountsKey = amounts.join(',');

  useEffect(() => {
    const amountsNow = amountsKey.split(',').map(Number);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    let display = startJackpotDisplay(amountsNow, seed);
    const shown = jackpotDisplayValues(display, 0).map((value) => format(value, currencyCode));
    const look = (now: number) => {
      display = advanceJackpotDisplay(display, { amounts: amountsNow, fetchedAt, seed, reducedMotion: reducedMotion.matches }, now);
      jackpotDisplayValues(display, now).forEach((value, index) => {
        const element = elements.current[index];
        const text = format(value, currencyCode);
        // A look that changes no digit writes nothing: no style recalculation, no layout.
        if (!element || text === shown[index]) return;
        shown[index] = text;
        element.textContent = text;
      });
      return nextJackpotWakeAt(display, fetchedAt, now);
    };
    return whileOnScreen(
      elements.current.filter((element): element is HTMLElement => element !== null),
      () => sharedWakeClock().subscribe(look),
    );
  }, [amountsKey, currencyCode, fetchedAt, seed]);

  const ref = (index: number) => (element: HTMLElement | null) => {
    elements.current[index] = element;
  };
  return { first, ref };
};
