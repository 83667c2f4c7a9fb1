// A jackpot's levels, ticking: values come from core's ticker rule (jackpotValuesAt) for the time
// since the amounts were fetched; all tickers share one animation clock. A changed value rolls to
// the new one over a short time, or steps straight to it under prefers-reduced-motion. The server
// and the first browser render show the values at the fetch, so hydration matches; frames then
// write the text directly (no React render per frame). Tabular numbers keep the width still.
import { useEffect, useRef } from 'react';
import { formatCurrency, jackpotElapsedMs, jackpotValuesAt } from '@casino/core';
import { sharedAnimationClock } from './animation-clock.ts';
import './jackpot-ticker.css';

export interface JackpotLevelView {
  readonly name: string;
  readonly amount: number;
}

export interface JackpotTickerProps {
  readonly levels: readonly JackpotLevelView[];
  readonly currencyCode: string;
  /** Epoch ms of the fetch that returned the amounts. */
  readonly fetchedAt: number;
  readonly seed: number;
}

/** How long a value rolls to its next one. */
const ROLL_MS = 600;
/** Czech currency format on every page (DESIGN.md: 1 234,50 Kč). */
const CURRENCY_LOCALE = 'cs-CZ';

const format = (value: number, currencyCode: string) => formatCurrency(value, currencyCode, { locale: CURRENCY_LOCALE });
const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

interface Roll {
  from: number;
  to: number;
  startedAt: number;
  shown: string;
}

export function JackpotTicker({ levels, currencyCode, fetchedAt, seed }: JackpotTickerProps) {
  const valueRefs = useRef<(HTMLSpanElement | null)[]>([]);
  const amounts = levels.map((level) => level.amount);
  const initial = jackpotValuesAt(amounts, 0, seed);
  const amountsKey = amounts.join(',');

  useEffect(() => {
    const amountsNow = amountsKey.split(',').map(Number);
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
    const start = jackpotValuesAt(amountsNow, 0, seed);
    const rolls: Roll[] = start.map((value) => ({ from: value, to: value, startedAt: 0, shown: format(value, currencyCode) }));
    return sharedAnimationClock().subscribe((now) => {
      const targets = jackpotValuesAt(amountsNow, jackpotElapsedMs(fetchedAt, now), seed);
      targets.forEach((target, index) => {
        const roll = rolls[index];
        const element = valueRefs.current[index];
        if (!roll || !element) return;
        if (target !== roll.to) {
          roll.from = reducedMotion.matches ? target : currentValue(roll, now);
          roll.to = target;
          roll.startedAt = now;
        }
        const text = format(Math.round(currentValue(roll, now) * 100) / 100, currencyCode);
        if (text !== roll.shown) {
          roll.shown = text;
          element.textContent = text;
        }
      });
    });
  }, [amountsKey, currencyCode, fetchedAt, seed]);

  return (
    <dl className="casino-jackpot-ticker">
      {levels.map((level, index) => (
        <div key={level.name} className={index === 0 ? 'casino-jackpot-ticker__level casino-jackpot-ticker__level--top' : 'casino-jackpot-ticker__level'}>
          <dt className="casino-jackpot-ticker__name">{level.name}</dt>
          <dd className="casino-jackpot-ticker__value">
            <span
              ref={(element) => {
                valueRefs.current[index] = element;
              }}
            >
              {format(initial[index] ?? 0, currencyCode)}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function currentValue(roll: Roll, now: number): number {
  const progress = Math.min(1, (now - roll.startedAt) / ROLL_MS);
  return roll.from + (roll.to - roll.from) * easeOut(progress);
}
