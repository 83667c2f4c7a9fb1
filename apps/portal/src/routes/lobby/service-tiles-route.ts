// The tiles of the recommendation service's rows (lobby/service-rows/service-tiles-path.ts): the
// lobby's games with the codes asked for, in the compact form, JSON. It asks for at most what a page
// asks (400 beyond: no answer is made for a made-up request), reads the games only out of the
// server's own catalogue, and depends on its address alone (the codes, the lobby, the language from
// the /en prefix), so any shared cache may keep it for a minute, as the lobby rows' catalogue; a
// preview's is never stored, and a failed load answers 502 with the error key.
import { ErrorKey, type Lobby } from '@casino/core';
import type { Route } from './+types/service-tiles-route.ts';
import { pageRequestOf } from '../../request-context.server.ts';
import { errorKeyOf } from '../../page-failure.ts';
import { loadLobbyGamesByCode } from '../../lobby/all-games-data.server.ts';
import { serviceTileCodesAsked, SERVICE_TILES_CODES_PARAM, SERVICE_TILES_LOBBY_PARAM, SERVICE_TILES_MAX } from '../../lobby/service-rows/service-tiles-path.ts';

const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

export const loader = async ({ context }: Route.LoaderArgs) => {
  const page = pageRequestOf(context);
  const codes = serviceTileCodesAsked(page.url.searchParams.get(SERVICE_TILES_CODES_PARAM));
  if (codes === null)
    return Response.json({ error: `at most ${SERVICE_TILES_MAX} game codes, comma-separated` }, { status: 400, headers: { 'Cache-Control': 'no-store' } });
  const lobby: Lobby = page.url.searchParams.get(SERVICE_TILES_LOBBY_PARAM) === 'live' ? 'live' : 'casino';
  try {
    const games = await loadLobbyGamesByCode(page, lobby === 'live' ? 'Live' : 'Casino', codes);
    return Response.json(games, { headers: { 'Cache-Control': page.preview ? 'no-store' : CACHE_CONTROL } });
  } catch (error) {
    const errorKey = errorKeyOf(error, ErrorKey.failedToFetchGames);
    console.error(`service tiles (${lobby}, ${codes.length} codes): the answer failed (${errorKey})`, error);
    return Response.json({ errorKey }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
};
