// How long a snackbar message stays (D7).
import { SNACKBAR_TIMEOUT_MS } from '../constants.ts';
import type { SnackbarMessage } from '../types/index.ts';

/**
 * Milliseconds until the message closes itself: its own timeout, 5000 ms when it has none, and null
 * when it stays until closed (timeout null, e.g. the startup error with its Refresh action). A
 * timeout that is not a finite, non-negative number also means "stays": better than closing at once.
 */
export const snackbarTimeout = (message: Pick<SnackbarMessage, 'timeout'>): number | null => {
  const { timeout } = message;
  if (timeout === undefined) return SNACKBAR_TIMEOUT_MS;
  if (timeout === null || !Number.isFinite(timeout) || timeout < 0) return null;
  return timeout;
};
