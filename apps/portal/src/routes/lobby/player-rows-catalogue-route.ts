// The lobby's player rows' catalogue (lobby/player-rows/player-rows-catalogue.wire.ts) as a resource route (panel-catalogue.server.ts says how it answers).
import type { Route } from './+types/player-rows-catalogue-route.ts';
import { pageRequestOf } from '../../request-context.server.ts';
import { panelCatalogueResponse } from '../../panel-catalogue.server.ts';
import { loadPlayerRowsCatalogue } from '../../lobby/player-rows/player-rows-catalogue.server.ts';
import { PLAYER_ROWS_CATALOGUE_LOBBY_PARAM } from '../../lobby/player-rows/player-rows-path.ts';

export const loader = ({ context }: Route.LoaderArgs) =>
  panelCatalogueResponse(pageRequestOf(context), 'player rows catalogue', PLAYER_ROWS_CATALOGUE_LOBBY_PARAM, loadPlayerRowsCatalogue);
