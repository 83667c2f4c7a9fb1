// A logged-in player's gaming bonuses (free spins and golden chips left per game, the player data's
// aggregation: core's aggregateGamingBonuses) as an external store for many small readers: one
// subscription to auth's player data for the whole page, and each tile reads one primitive of it
// (tileBonusKey), so a change re-renders only the tiles whose count changed.
import { tileBonusCount, type GamingBonuses } from '@casino/core';
import type { BrowserRuntime } from '../runtime/browser/browser-runtime.ts';
import { followChild } from '../runtime/root/follow-child.ts';
import { SystemId } from '../runtime/root/system-ids.ts';

const NONE: GamingBonuses = { freeSpins: {}, goldenChips: {} };

export interface GamingBonusesStore {
  readonly subscribe: (changed: () => void) => () => void;
  readonly read: () => GamingBonuses;
  /** Stops following the player data. */
  readonly close: () => void;
}

export const gamingBonusesStore = (started: BrowserRuntime): GamingBonusesStore => {
  const auth = started.system.get(SystemId.auth);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((changed) => changed());
  // The player data is auth's child: a new login brings a new one, a logout none.
  const following = followChild(auth, 'playerData', (child) => {
    notify();
    return [child.subscribe(notify)];
  });
  return {
    subscribe: (changed) => {
      listeners.add(changed);
      return () => listeners.delete(changed);
    },
    read: () => auth.getSnapshot().children.playerData?.getSnapshot().context.gamingBonuses ?? NONE,
    close: () => {
      following.unsubscribe();
      listeners.clear();
    },
  };
};

/** One tile's count as a primitive ('' for none), so a reader re-renders only when it changes. */
export const tileBonusKey = (bonuses: GamingBonuses, gameCode: string): string => {
  const shown = tileBonusCount(bonuses, gameCode);
  return shown === null ? '' : `${shown.kind}:${shown.count}`;
};
