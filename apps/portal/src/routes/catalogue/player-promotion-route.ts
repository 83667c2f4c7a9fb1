// A promotion's article for a logged-in player (catalogue/player-promotion-path.ts), JSON: what a
// page for players only shows once the browser knows a player is logged in. Its content is the
// content API's, which answers anyone; the page is where the audience rule holds (a visitor sees the
// guard's log-in view). Never stored by a shared cache; an unknown promotion, an archived one or
// one for visitors only answers 404, a failed load 502 with the error key.
import { ErrorKey } from '@casino/core';
import type { Route } from './+types/player-promotion-route.ts';
import { loadPlayerPromotion } from '../../catalogue/content-data.server.ts';
import { CatalogueNotFound, catalogueRequest, isNotFoundAnswer } from '../../catalogue/page-request.server.ts';
import { errorKeyOf } from '../../page-failure.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' } as const;

export const loader = async (args: Route.LoaderArgs) => {
  const request = catalogueRequest(args);
  try {
    return Response.json(await loadPlayerPromotion(request), { headers: PRIVATE });
  } catch (error) {
    if (error instanceof CatalogueNotFound || isNotFoundAnswer(error)) return Response.json({ errorKey: 'not-found' }, { status: 404, headers: PRIVATE });
    const errorKey = errorKeyOf(error, ErrorKey.failedToFetchPromotions);
    console.error(`player promotion ${request.canonical}: the answer failed (${errorKey})`, error);
    return Response.json({ errorKey }, { status: 502, headers: PRIVATE });
  }
};
