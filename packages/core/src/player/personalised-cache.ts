// Reuse of the marketing service's personalised games (part 2 §5).
import type { StoredPersonalisedGames } from '../types/index.ts';

/** The stored list may be reused until storedAt + duration has passed. */
export const isPersonalisedCacheValid = (stored: Pick<StoredPersonalisedGames, 'storedAt' | 'duration'> | null | undefined, now: number): boolean => {
  if (stored === null || stored === undefined) return false;
  return stored.storedAt + stored.duration > now;
};
