// The marketing and personalisation service's global object (core's marketingObject, part 2 §6–§7):
// set once a logged-in player's info has arrived and the marketing group of the cookie consent is
// granted, replaced when either changes (newer info, a choice made in the banner on this page),
// removed at the logout or when marketing is no longer granted. A visitor's page never has one.
import { marketingObject, type ConsentGroup, type MarketingObject, type PlayerInfo } from '@casino/core';
import type { PortalSystem } from '../root/portal-system.ts';
import { followChild } from '../root/follow-child.ts';
import { SystemId } from '../root/system-ids.ts';
import { playerHashes } from './player-hashes.ts';

export interface PlayerMarketing {
  /** The visitor's choice in the cookie banner (the groups granted). */
  readonly consentChanged: (granted: readonly ConsentGroup[]) => void;
  readonly stop: () => void;
}

/** `publish` sets the global (null removes it); `consent`: the groups the request's cookie granted. */
export const publishPlayerMarketing = (
  system: PortalSystem,
  consent: readonly ConsentGroup[] | null,
  publish: (object: MarketingObject | null) => void,
): PlayerMarketing => {
  const auth = system.get(SystemId.auth);
  let info: PlayerInfo | null = null;
  let granted = consent;
  let published = false;
  let generation = 0;
  const update = async () => {
    const asked = ++generation;
    const player = info;
    const object = player === null ? null : marketingObject(player, await playerHashes(player), granted);
    // A logout, newer info or another choice while hashing: this one is stale.
    if (asked !== generation || (object === null && !published)) return;
    published = object !== null;
    publish(object);
  };
  const following = followChild(auth, 'playerData', (child) => {
    const check = () => {
      const next = (child.getSnapshot() as { readonly context: { readonly info: PlayerInfo | null } }).context.info;
      if (next === null || next === info) return;
      info = next;
      void update();
    };
    check();
    return [child.subscribe(check)];
  });
  const guest = auth.on('auth.guest', () => {
    info = null;
    void update();
  });
  return {
    consentChanged: (next) => {
      granted = next;
      void update();
    },
    stop: () => {
      following.unsubscribe();
      guest.unsubscribe();
    },
  };
};
