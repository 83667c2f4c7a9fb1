// The search panel's catalogue (search/search-catalogue.wire.ts) as a resource route: JSON that
// depends on its address alone (the language from the /en prefix, the lobby from `?lobby=`), so
// any shared cache may keep it for a minute; a failed load answers 502 with the error key and is
// never stored.
import { ErrorKey, type Lobby } from '@casino/core';
import type { Route } from './+types/search-catalogue-route.ts';
import { pageRequestOf } from '../../request-context.server.ts';
import { errorKeyOf } from '../../page-failure.ts';
import { loadSearchCatalogue } from '../../search/search-catalogue.server.ts';
import { SEARCH_CATALOGUE_LOBBY_PARAM } from '../../runtime/search-catalogue-path.ts';

/** As long as a page's shared content answers live, and a little more while a fresh one is fetched. */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

export async function loader({ context }: Route.LoaderArgs) {
  const page = pageRequestOf(context);
  const lobby: Lobby = page.url.searchParams.get(SEARCH_CATALOGUE_LOBBY_PARAM) === 'live' ? 'live' : 'casino';
  try {
    const wire = await loadSearchCatalogue(page, lobby);
    return Response.json(wire, { headers: { 'Cache-Control': page.preview ? 'no-store' : CACHE_CONTROL } });
  } catch (error) {
    const errorKey = errorKeyOf(error, ErrorKey.failedToFetchGames);
    console.error(`search catalogue (${lobby}): the answer failed (${errorKey})`, error);
    return Response.json({ errorKey }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
}
