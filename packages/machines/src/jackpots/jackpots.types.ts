// Types of the jackpots: the fetched amounts, when they were fetched, and the shared animation
// clock whose ticks drive every ticker on the page.
import type { Jackpot } from '@casino/core';
import type { SnackbarShowEmitted } from '../snackbar/snackbar.types.ts';

export interface JackpotsInput {
  readonly locale: string;
  /** Epoch ms at start-up: the first fetch is stamped with it. */
  readonly now: number;
}

export interface JackpotsContext {
  readonly jackpots: readonly Jackpot[];
  /** When the shown amounts were requested; null before the first success. */
  readonly fetchedAt: number | null;
  /** When the fetch under way was requested. */
  readonly requestedAt: number;
  /** The animation clock's last tick. */
  readonly now: number;
  readonly locale: string;
  readonly failed: boolean;
}

export type JackpotsEvent =
  | { readonly type: 'jackpots.route-changed'; readonly now: number }
  | { readonly type: 'jackpots.locale-changed'; readonly locale: string; readonly now: number }
  /** Any other reason to refetch; skipped within 30 s of the last fetch unless forced. */
  | { readonly type: 'jackpots.refresh'; readonly now: number; readonly force?: boolean }
  /** From the injected animation clock (one per page, requestAnimationFrame in the portal). */
  | { readonly type: 'jackpots.tick'; readonly now: number }
  /** From the injected visibility listener: tickers pause while the document is hidden. */
  | { readonly type: 'jackpots.visibility-changed'; readonly hidden: boolean };

export type JackpotsEmitted = SnackbarShowEmitted;

export interface JackpotLevelView {
  readonly name: string;
  /** The fetched amount the level climbs toward. */
  readonly amount: number;
  /** What the ticker shows now (core's jackpotValuesAt). */
  readonly value: number;
}

/** A jackpot as its ticker shows it: the entity's fields with the levels' current values. */
export interface JackpotView extends Omit<Jackpot, 'jackpotLevels'> {
  readonly levels: readonly JackpotLevelView[];
}

export interface JackpotsView {
  readonly jackpots: readonly JackpotView[];
  /** Nothing to show yet. */
  readonly loading: boolean;
  readonly failed: boolean;
  readonly paused: boolean;
}
