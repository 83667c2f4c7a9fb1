// The search panel's catalogue (runtime/search-catalogue.wire.ts) as a resource route (panel-catalogue.server.ts says how it answers).
import type { Route } from './+types/search-catalogue-route.ts';
import { pageRequestOf } from '../../request-context.server.ts';
import { panelCatalogueResponse } from '../../panel-catalogue.server.ts';
import { loadSearchCatalogue } from '../../search/search-catalogue.server.ts';
import { SEARCH_CATALOGUE_LOBBY_PARAM } from '../../runtime/search-catalogue-path.ts';

export const loader = ({ context }: Route.LoaderArgs) =>
  panelCatalogueResponse(pageRequestOf(context), 'search catalogue', SEARCH_CATALOGUE_LOBBY_PARAM, loadSearchCatalogue);
