// Keeps the player-session hint cookie in step with auth: set while a player is logged in, gone
// once the page is a visitor's. The server reads it (root-data.server.ts) so that a logged-in
// player's next page starts the runtime at once and shows the player's header, not a visitor's.
// The player rows' hint (lobby/player-rows/player-rows-hint.ts) is the player's too: it goes with it.
import { COOKIE_PLAYER_ROWS_HINT, COOKIE_PLAYER_SESSION_HINT } from '@casino/core';
import type { CookieJar } from '../environment/portal-environment.ts';
import type { PortalSystem } from '../root/portal-system.ts';
import { SystemId } from '../root/system-ids.ts';

export const keepSessionHint = (system: PortalSystem, cookies: CookieJar): (() => void) => {
  const auth = system.get(SystemId.auth);
  const authenticated = auth.on('auth.authenticated', () => cookies.set(COOKIE_PLAYER_SESSION_HINT, '1'));
  const guest = auth.on('auth.guest', () => {
    cookies.remove(COOKIE_PLAYER_SESSION_HINT);
    cookies.remove(COOKIE_PLAYER_ROWS_HINT);
  });
  return () => {
    authenticated.unsubscribe();
    guest.unsubscribe();
  };
};
