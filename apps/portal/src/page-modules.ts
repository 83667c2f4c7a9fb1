// Which route module shows each route of core's table, and which layout module wraps each layout.
// Typed by core's names, so a route added to the table does not build until it has a page here.
// Every route module (pages, layouts, the not-found route) lives under routes/<area>/ (lobby,
// catalogue, game, layouts, site) and nothing else does: the code a route uses (its data *.server.ts,
// views, CSS) stays in its area's folder (lobby/, catalogue/, chrome/ …), even when one route alone
// uses it, so a folder says either "routes" or "what the area holds". Each area has its own catalogue
// of texts (lingui.config.ts counts routes/<area>/ in it); the player's own pages (user: my games and
// the personal categories, each for the casino and the live casino) are filled in the browser after
// login, behind the player guard (PLAYER_GUARD_MODULE) as real money is. Both play modes share one page.
import type { Layout, RouteName } from '@casino/core';

const REDIRECT = 'routes/site/redirect-route.tsx';
const GAME_PLAY = 'routes/game/game-play-page.tsx';
const MY_GAMES = 'routes/user/my-games-page.tsx';
const PERSONAL_CATEGORY = 'routes/user/personal-category-page.tsx';

export const PAGE_MODULES: Readonly<Record<RouteName, string>> = {
  preview: 'routes/lobby/lobby-page.tsx',
  'preview-winners': 'routes/catalogue/winners-page.tsx',
  'preview-winners-top': 'routes/catalogue/top-wins-page.tsx',
  'preview-winners-jackpots': 'routes/catalogue/jackpot-wins-page.tsx',
  'preview-winners-hall-of-fame': 'routes/catalogue/hall-of-fame-page.tsx',
  'winners-redirect': REDIRECT,
  'preview-all-games': 'routes/lobby/all-games-page.tsx',
  'preview-live-casino': 'routes/lobby/live-lobby-page.tsx',
  'preview-live-casino-all-games': 'routes/lobby/live-all-games-page.tsx',
  'preview-live-casino-user-my-games': MY_GAMES,
  'preview-live-casino-user-slug': PERSONAL_CATEGORY,
  'preview-live-casino-categories-slug': 'routes/lobby/live-category-page.tsx',
  'preview-page-slug': 'routes/catalogue/content-page.tsx',
  'preview-tournaments': 'routes/catalogue/tournaments-page.tsx',
  'preview-user-my-games': MY_GAMES,
  'preview-user-slug': PERSONAL_CATEGORY,
  'preview-games-game': 'routes/game/game-details-page.tsx',
  'preview-jackpots': 'routes/catalogue/jackpots-page.tsx',
  'preview-jackpots-slug': 'routes/catalogue/jackpot-page.tsx',
  'preview-providers': 'routes/catalogue/providers-page.tsx',
  'preview-providers-slug': 'routes/catalogue/provider-page.tsx',
  'preview-play-game-demo': GAME_PLAY,
  'preview-play-game-real': GAME_PLAY,
  'preview-promotions': 'routes/catalogue/promotions-page.tsx',
  'preview-promotions-slug': 'routes/catalogue/promotion-page.tsx',
  'preview-categories-slug': 'routes/catalogue/category-page.tsx',
  'preview-collections': 'routes/catalogue/collections-page.tsx',
  'preview-collections-slug': 'routes/catalogue/collection-page.tsx',
  'preview-redirect': REDIRECT,
};

/** The game-play layout has no site chrome (the game fills the screen); the others share it for now. */
export const LAYOUT_MODULES: Readonly<Record<Layout, string>> = {
  default: 'routes/layouts/site-layout.tsx',
  clean: 'routes/layouts/site-layout.tsx',
  winners: 'routes/layouts/site-layout.tsx',
  'live-casino': 'routes/layouts/site-layout.tsx',
  'game-play': 'routes/layouts/game-play-layout.tsx',
};

export const NOT_FOUND_MODULE = 'routes/site/not-found-route.tsx';

/** Between a layout with the site's chrome and its pages: where a page's failure is caught (inside the chrome). */
export const PAGE_BOUNDARY_MODULE = 'routes/layouts/page-boundary.tsx';

/** Between a layout and the pages core marks `auth: 'user'`: shows them to a logged-in player only. */
export const PLAYER_GUARD_MODULE = 'routes/layouts/player-guard.tsx';

/** The search panel's catalogue, a resource route (JSON). */
export const SEARCH_CATALOGUE_MODULE = 'routes/search/search-catalogue-route.ts';

/** The filters panel's catalogue, a resource route (JSON). */
export const FILTERS_CATALOGUE_MODULE = 'routes/filters/filters-catalogue-route.ts';

/** The games a lobby's player rows are drawn and scored from, fetched by the browser for a player only. */
export const PLAYER_ROWS_CATALOGUE_MODULE = 'routes/lobby/player-rows-catalogue-route.ts';

/** The tiles of the service rows' games by code, fetched by the browser (a visitor's or a player's) once a service row comes near. */
export const SERVICE_TILES_MODULE = 'routes/lobby/service-tiles-route.ts';

/** A promotion for players only, its article for a logged-in player's browser, a resource route (JSON). */
export const PLAYER_PROMOTION_MODULE = 'routes/catalogue/player-promotion-route.ts';

/** The names of some games by their codes (the bonus details popup's games), a resource route (JSON). */
export const GAME_NAMES_MODULE = 'routes/game/game-names-route.ts';

/** The promotions for players only, listed for a logged-in player's browser on the promotions page, a resource route (JSON). */
export const PLAYER_PROMOTIONS_MODULE = 'routes/catalogue/player-promotions-route.ts';
