// The promotions for logged-in players only, listed (catalogue/player-promotion-path.ts), JSON: what
// the promotions page adds once the browser knows a player is logged in (the server renders the
// visitor's list; it cannot know the session). Their content is the content API's, which answers
// anyone, as for one promotion's article. Never stored by a shared cache; a failed load answers 502
// with the error key.
import { ErrorKey } from '@casino/core';
import type { Route } from './+types/player-promotions-route.ts';
import { loadPlayerPromotions } from '../../catalogue/content-data.server.ts';
import { catalogueRequest } from '../../catalogue/page-request.server.ts';
import { errorKeyOf } from '../../page-failure.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;

export const loader = async (args: Route.LoaderArgs) => {
  const request = catalogueRequest(args);
  try {
    return Response.json(await loadPlayerPromotions(request), { headers: PRIVATE });
  } catch (error) {
    const errorKey = errorKeyOf(error, ErrorKey.failedToFetchPromotions);
    console.error(`player promotions ${request.canonical}: the answer failed (${errorKey})`, error);
    return Response.json({ errorKey }, { status: 502, headers: PRIVATE });
  }
};
