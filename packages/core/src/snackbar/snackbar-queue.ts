// The snackbar queue policy of D7 (part 2 §4 and §9).
import { SNACKBAR_MAX_SHOWN } from '../constants.ts';
import type { SnackbarMessage } from '../types/index.ts';

/** What enqueueing a message did: the machine needs the evicted message to stop its close timer. */
export type SnackbarEnqueueOutcome =
  | { readonly kind: 'appended'; readonly shown: SnackbarMessage[]; readonly evicted: SnackbarMessage | null }
  | { readonly kind: 'dropped'; readonly shown: SnackbarMessage[]; readonly reason: 'limit' | 'full' };

const isOverLimit = (shown: readonly SnackbarMessage[], message: SnackbarMessage): boolean => {
  const { limit } = message;
  if (limit === null || limit === undefined) return false;
  return shown.filter((other) => other.title === message.title).length >= limit;
};

/**
 * Decides where a new message goes (oldest first in `shown`):
 * 1. a message with a limit n is dropped when n or more shown messages have its title;
 * 2. when the list is full, the oldest message that does not ignore clicks makes room; when every
 *    shown message ignores clicks, the new one is dropped (those are messages the player must act on);
 * 3. otherwise it is appended.
 */
export const snackbarEnqueueOutcome = (shown: readonly SnackbarMessage[], message: SnackbarMessage): SnackbarEnqueueOutcome => {
  if (isOverLimit(shown, message)) return { kind: 'dropped', shown: [...shown], reason: 'limit' };
  if (shown.length < SNACKBAR_MAX_SHOWN) return { kind: 'appended', shown: [...shown, message], evicted: null };
  const evictIndex = shown.findIndex((other) => !other.ignoreClicks);
  const evicted = shown[evictIndex];
  if (evicted === undefined) return { kind: 'dropped', shown: [...shown], reason: 'full' };
  const kept = shown.filter((_, index) => index !== evictIndex);
  return { kind: 'appended', shown: [...kept, message], evicted };
};

/** The shown messages after a new message arrives (D7). */
export const enqueueSnackbar = (shown: readonly SnackbarMessage[], message: SnackbarMessage): SnackbarMessage[] => snackbarEnqueueOutcome(shown, message).shown;

/** The shown messages after one closes (its timer ran out or the player closed it). */
export const dismissSnackbar = (shown: readonly SnackbarMessage[], id: string): SnackbarMessage[] => shown.filter((message) => message.id !== id);
