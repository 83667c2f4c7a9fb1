// The filters panel's catalogue (filters/filters-catalogue.wire.ts) as a resource route (panel-catalogue.server.ts says how it answers).
import type { Route } from './+types/filters-catalogue-route.ts';
import { pageRequestOf } from '../../request-context.server.ts';
import { panelCatalogueResponse } from '../../panel-catalogue.server.ts';
import { loadFiltersCatalogue } from '../../filters/filters-catalogue.server.ts';
import { FILTERS_CATALOGUE_LOBBY_PARAM } from '../../filters/filters-catalogue-path.ts';

export const loader = ({ context }: Route.LoaderArgs) =>
  panelCatalogueResponse(pageRequestOf(context), 'filters catalogue', FILTERS_CATALOGUE_LOBBY_PARAM, loadFiltersCatalogue);
