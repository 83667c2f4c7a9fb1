// The names of some games by their codes (game/game-names-path.ts), JSON. It depends on its address
// alone (the codes, the language from the /en prefix), so any shared cache may keep it for a minute,
// as the panels' catalogues; a preview's is never stored, and a failed load answers 502 with the error key.
import { ErrorKey } from '@casino/core';
import type { Route } from './+types/game-names-route.ts';
import { pageRequestOf } from '../../request-context.server.ts';
import { errorKeyOf } from '../../page-failure.ts';
import { gameCodesAsked, GAME_NAMES_PARAM } from '../../game/game-names-path.ts';
import { loadGameNames } from '../../game/game-names.server.ts';

const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

export const loader = async ({ context }: Route.LoaderArgs) => {
  const page = pageRequestOf(context);
  const codes = gameCodesAsked(page.url.searchParams.get(GAME_NAMES_PARAM));
  try {
    return Response.json(await loadGameNames(page, codes), { headers: { 'Cache-Control': page.preview ? 'no-store' : CACHE_CONTROL } });
  } catch (error) {
    const errorKey = errorKeyOf(error, ErrorKey.failedToFetchGames);
    console.error(`game names (${codes.length} codes): the answer failed (${errorKey})`, error);
    return Response.json({ errorKey }, { status: 502, headers: { 'Cache-Control': 'no-store' } });
  }
};
