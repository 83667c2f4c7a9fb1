// Types of the live-winners feed: fetched at once, refetched every 30 s, with a retry on failure.
import type { LiveWinner } from '@casino/core';
import type { SnackbarShowEmitted } from '../snackbar/snackbar.types.ts';

export interface LiveWinnersContext {
  /** The last winners received; kept while refetching and after a failure. */
  readonly winners: readonly LiveWinner[];
}

export type LiveWinnersEvent =
  /** The snackbar's Try again. */
  { readonly type: 'live-winners.retry' };

export type LiveWinnersEmitted = SnackbarShowEmitted;

export interface LiveWinnersView {
  readonly winners: readonly LiveWinner[];
  /** Nothing to show yet: the first fetch runs. */
  readonly initialLoading: boolean;
  readonly refreshing: boolean;
  readonly failed: boolean;
}
