// The router's table, generated from core's ROUTES (the one route table of the spec, D10): every
// path also under the optional `/en` locale prefix (D1) and the optional `/preview` segment, in
// that order, grouped under its layout; anything else falls to the not-found route (a real 404).
// Under a layout with the site's chrome, the pages sit below the page boundary, which catches
// their failures inside the chrome (routes/layouts/page-boundary.tsx). The pages core marks
// `auth: 'user'` sit below the player guard too (routes/layouts/player-guard.tsx): one guard that
// every protected page gets, whatever its module.
import { layout, route, type RouteConfig, type RouteConfigEntry } from '@react-router/dev/routes';
import { LOCALE_PREFIX_SEGMENT, PREVIEW_SEGMENT, ROUTES, type Layout } from '@casino/core';
import {
  FILTERS_CATALOGUE_MODULE,
  LAYOUT_MODULES,
  NOT_FOUND_MODULE,
  PAGE_BOUNDARY_MODULE,
  PAGE_MODULES,
  PLAYER_GUARD_MODULE,
  PLAYER_PROMOTION_MODULE,
  PLAYER_PROMOTIONS_MODULE,
  PLAYER_ROWS_CATALOGUE_MODULE,
  GAME_NAMES_MODULE,
  SEARCH_CATALOGUE_MODULE,
  SERVICE_TILES_MODULE,
} from './page-modules.ts';
import { FILTERS_CATALOGUE_PATH } from './filters/filters-catalogue-path.ts';
import { SEARCH_CATALOGUE_PATH } from './runtime/search-catalogue-path.ts';
import { PLAYER_PROMOTION_PATH, PLAYER_PROMOTIONS_PATH } from './catalogue/player-promotion-path.ts';
import { GAME_NAMES_PATH } from './game/game-names-path.ts';
import { PLAYER_ROWS_CATALOGUE_PATH } from './lobby/player-rows/player-rows-path.ts';
import { SERVICE_TILES_PATH } from './lobby/service-rows/service-tiles-path.ts';

/** '/vyrobci/:slug' → 'en?/preview?/vyrobci/:slug' (React Router's optional static segments). */
const withOptionalPrefixes = (path: string): string => [`${LOCALE_PREFIX_SEGMENT}?`, `${PREVIEW_SEGMENT}?`, ...path.split('/').filter(Boolean)].join('/');

const pageRoutesOf = (definitions: readonly (typeof ROUTES)[number][]): RouteConfigEntry[] =>
  definitions.flatMap((definition) => {
    const paths = [definition.path, ...('aliases' in definition ? definition.aliases : [])];
    // Route ids are core's names, so loaders can tell which page they serve from the id alone.
    return paths.map((path, index) =>
      route(withOptionalPrefixes(path), PAGE_MODULES[definition.name], { id: index === 0 ? definition.name : `${definition.name}~${index}` }),
    );
  });

/** A layout's pages; those that need a player (auth 'user', part 1 §6) below the player guard. */
const pageRoutes = (forLayout: Layout): RouteConfigEntry[] => {
  const definitions = ROUTES.filter((definition) => definition.layout === forLayout);
  const open = pageRoutesOf(definitions.filter((definition) => definition.auth !== 'user'));
  const protectedPages = pageRoutesOf(definitions.filter((definition) => definition.auth === 'user'));
  return protectedPages.length === 0 ? open : [...open, layout(PLAYER_GUARD_MODULE, { id: `player-guard-${forLayout}` }, protectedPages)];
};

const layouts = [...new Set(ROUTES.map((definition) => definition.layout))];

/** The pages of a layout that draws the site's chrome, below the page boundary (the game-play layout draws none). */
const inChrome = (name: Layout | 'not-found', pages: RouteConfigEntry[]): RouteConfigEntry[] =>
  name !== 'not-found' && LAYOUT_MODULES[name] !== LAYOUT_MODULES.default ? pages : [layout(PAGE_BOUNDARY_MODULE, { id: `page-boundary-${name}` }, pages)];

// Layout modules shared by several layouts need an id of their own per layout.
const layoutRoutes = layouts.map((name) => layout(LAYOUT_MODULES[name], { id: `layout-${name}` }, inChrome(name, pageRoutes(name))));

export default [
  ...layoutRoutes,
  // Resource routes (JSON, no page): the search and filters panels' catalogues, in the page's language and preview mode.
  route(withOptionalPrefixes(SEARCH_CATALOGUE_PATH), SEARCH_CATALOGUE_MODULE, { id: 'search-catalogue' }),
  route(withOptionalPrefixes(FILTERS_CATALOGUE_PATH), FILTERS_CATALOGUE_MODULE, { id: 'filters-catalogue' }),
  // The games a lobby's player rows are drawn and scored from (lobby/player-rows/), fetched once a player is logged in.
  route(withOptionalPrefixes(PLAYER_ROWS_CATALOGUE_PATH), PLAYER_ROWS_CATALOGUE_MODULE, { id: 'player-rows-catalogue' }),
  // The tiles of the service rows' games by code (lobby/service-rows/), fetched once a service row comes near.
  route(withOptionalPrefixes(SERVICE_TILES_PATH), SERVICE_TILES_MODULE, { id: 'service-tiles' }),
  // A promotion for players only, its article (the page for players fetches it once a player is logged in).
  route(withOptionalPrefixes(PLAYER_PROMOTION_PATH), PLAYER_PROMOTION_MODULE, { id: 'player-promotion' }),
  // The promotions for players only, listed (the promotions page fetches them once a player is logged in).
  route(withOptionalPrefixes(PLAYER_PROMOTIONS_PATH), PLAYER_PROMOTIONS_MODULE, { id: 'player-promotions' }),
  // The names of some games by their codes (the bonus details popup names a bonus's games).
  route(withOptionalPrefixes(GAME_NAMES_PATH), GAME_NAMES_MODULE, { id: 'game-names' }),
  layout(LAYOUT_MODULES.default, { id: 'layout-not-found' }, inChrome('not-found', [route('*', NOT_FOUND_MODULE, { id: 'not-found' })])),
] satisfies RouteConfig;
