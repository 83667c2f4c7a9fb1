// The lobby a page belongs to (the chrome marks it, shows its menu and tracks navigation from it):
// by the page's address, the live casino's paths being the live lobby's, unless the page names it
// from its data in its route handle. A game's own page (/hra/{game}) has one address for both
// lobbies: a live table's page is the live casino's.
import { matchRoute, type Lobby } from '@casino/core';

/** A route handle that names the page's lobby from its loader data (null: by the address). */
export interface LobbyHandle {
  readonly lobbyOf: (loaderData: unknown) => Lobby | null;
}

/** What the chrome reads of each matched route (React Router's `useMatches()`). */
export interface MatchedPage {
  readonly handle: unknown;
  readonly loaderData: unknown;
}

const isLobbyHandle = (handle: unknown): handle is LobbyHandle =>
  typeof handle === 'object' && handle !== null && typeof (handle as { lobbyOf?: unknown }).lobbyOf === 'function';

export const lobbyOfAddress = (pathname: string): Lobby => {
  const match = matchRoute(pathname);
  return match !== null && (match.layout === 'live-casino' || match.name.startsWith('preview-live-casino')) ? 'live' : 'casino';
};

/** The deepest matched route that names a lobby decides; else the address. */
export const pageLobby = (pathname: string, matches: readonly MatchedPage[]): Lobby => {
  for (const match of [...matches].reverse()) {
    const named = isLobbyHandle(match.handle) ? match.handle.lobbyOf(match.loaderData) : null;
    if (named !== null) return named;
  }
  return lobbyOfAddress(pathname);
};
