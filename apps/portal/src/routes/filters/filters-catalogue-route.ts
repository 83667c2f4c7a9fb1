// The filters panel's catalogue (filters/filters-catalogue.wire.ts) as a resource route: JSON that
// depends on its address alone (the language from the /en prefix, the lobby from `?lobby=`), so
// any shared cache may keep it for a minute; a failed load answers 502 with the error key and is
// never stored.
import { ErrorKey, type Lobby } from '@casino/core';
import type { Route } from './+types/filters-catalogue-route.ts';
import { pageRequestOf } from '../../request-context.server.ts';
import { errorKeyOf } from '../../page-failure.ts';
import { loadFiltersCatalogue } from '../../filters/filters-catalogue.server.ts';
import { FILTERS_CATALOGUE_LOBBY_PARAM } from '../../filters/filters-catalogue-path.ts';

/** As long as a page's shared content answers live, and a little more while a fresh one is fetched. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

export async function loader({ context }: Route.LoaderArgs) {
  const page = pageRequestOf(context);
  const lobby: Lobby = page.url.searchParams.get(FILTERS_CATALOGUE_LOBBY_PARAM) === 'live' ? 'live' : 'casino';
  try {
    const wire = await loadFiltersCatalogue(page, lobby);
    return Response.json(wire, { headers: { 'Cache-Control': page.preview ? 'no-store' : CACHE_CONTROL } });
  } catch (error) {
    const errorKey = errorKeyOf(error, ErrorKey.failedToFetchGames);
    console.error(`filters catalogue (${lobby}): the answer failed (${errorKey})`, error);
    return Response.json({ errorKey }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
}
