// Tells the tag manager who the page's player is (part 2 §6): once a logged-in player's info has
// arrived, the user event with the player data map and the SHA-256 of the contact fields; after the
// logout, a guest's user event. Nothing of a player is pushed before a login or after the logout.
import { guestUserEvent, userEvent, type AnalyticsEvent, type PlayerInfo } from '@casino/core';
import type { PortalSystem } from '../root/portal-system.ts';
import { followChild } from '../root/follow-child.ts';
import { SystemId } from '../root/system-ids.ts';
import { playerHashes } from './player-hashes.ts';

export const trackPlayer = (system: PortalSystem, track: (event: AnalyticsEvent) => void): (() => void) => {
  const auth = system.get(SystemId.auth);
  // The info last told (by identity), and whether a player was told at all: a guest's event follows only a player's.
  let told: PlayerInfo | null = null;
  let generation = 0;
  const tell = async (info: PlayerInfo) => {
    const asked = ++generation;
    const hashes = await playerHashes(info);
    // A logout (or newer info) while hashing: this one is stale.
    if (asked === generation) track(userEvent(info, hashes));
  };
  const following = followChild(auth, 'playerData', (child) => {
    const check = () => {
      const { info } = (child.getSnapshot() as { readonly context: { readonly info: PlayerInfo | null } }).context;
      if (info === null || info === told) return;
      told = info;
      void tell(info);
    };
    check();
    return [child.subscribe(check)];
  });
  const guest = auth.on('auth.guest', () => {
    if (told === null) return;
    told = null;
    generation += 1;
    track(guestUserEvent());
  });
  return () => {
    following.unsubscribe();
    guest.unsubscribe();
  };
};
