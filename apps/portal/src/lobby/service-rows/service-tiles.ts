// The tiles of a page visit's service rows, fetched by the browser from the portal's resource route
// (service-tiles-path.ts) for the codes of every service row of the page at once, and decoded by the
// compact list's Schema: a visitor who scrolls near a service row gets those few games, not the
// lobby's whole catalogue (which only a player's rows need). One fetch per address (codes, lobby,
// language, preview mode) for every row that asks, kept for the document (the same codes again are
// not fetched again). A failed, malformed or late answer rejects and is told
// once (the caller's onFailure), not once per row; the next ask (Try again) fetches again.
import { Option, Schema } from 'effect';
import type { Lobby } from '@casino/core';
import type { PortalRuntime } from '../../runtime/portal-runtime.ts';
import type { CompactGames } from '../compact-games.ts';
import { CompactGamesSchema } from '../player-rows/player-rows-catalogue.wire.ts';
import { createSharedAnswers } from '../shared-answers.ts';
import { serviceTilesAddress } from './service-tiles-path.ts';

/** As long as the lobby rows' catalogue waits. */
export const SERVICE_TILES_TIMEOUT_MS = 15_000;

const decodeTiles = Schema.decodeUnknownOption(CompactGamesSchema);

/** Pure: the route's answer as the rows read it, or none when it is not one (a failed answer's body included). */
export const serviceTilesOf = (body: unknown): Option.Option<CompactGames> => decodeTiles(body);

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/** Fetches and decodes one address; rejects on a failed status, a body that does not decode, or the timeout. */
export const fetchServiceTiles = async (fetch: Fetch, url: string): Promise<CompactGames> => {
  const response = await fetch(url, { signal: AbortSignal.timeout(SERVICE_TILES_TIMEOUT_MS) });
  const tiles = response.ok ? serviceTilesOf(await response.json()) : Option.none();
  if (Option.isNone(tiles)) throw new Error(`the service rows' tiles did not come (${response.status}) or did not decode`);
  return tiles.value;
};

const shared = createSharedAnswers<CompactGames>();

const addressOf = (runtime: PortalRuntime, lobby: Lobby, codes: readonly string[]): string =>
  serviceTilesAddress(codes, lobby, runtime.page.locale(), runtime.page.preview());

/** The tiles of these codes of the lobby, fetched once for every row that asks; a failed fetch calls `onFailure` once. */
export const loadServiceTiles = (
  runtime: PortalRuntime,
  lobby: Lobby,
  codes: readonly string[],
  onFailure: (error: unknown) => void,
): Promise<CompactGames> => {
  const address = addressOf(runtime, lobby, codes);
  return shared(address, () => fetchServiceTiles((url, init) => runtime.env.fetch(url, init), `${runtime.env.location.origin}${address}`), onFailure);
};
