// Which route module shows each route of core's table, and which layout module wraps each layout.
// Typed by core's names, so a route added to the table does not build until it has a page here.
// The lobby is this slice's one real page; the other kinds share a placeholder until their slice.
import type { Layout, RouteName } from '@casino/core';

const UPCOMING = 'routes/upcoming-page.tsx';
const REDIRECT = 'routes/redirect-route.tsx';

export const PAGE_MODULES: Readonly<Record<RouteName, string>> = {
  preview: 'routes/lobby.tsx',
  'preview-winners': UPCOMING,
  'preview-winners-top': UPCOMING,
  'preview-winners-jackpots': UPCOMING,
  'preview-winners-hall-of-fame': UPCOMING,
  'winners-redirect': REDIRECT,
  'preview-all-games': UPCOMING,
  'preview-live-casino': UPCOMING,
  'preview-live-casino-all-games': UPCOMING,
  'preview-live-casino-user-my-games': UPCOMING,
  'preview-live-casino-user-slug': UPCOMING,
  'preview-live-casino-categories-slug': UPCOMING,
  'preview-page-slug': UPCOMING,
  'preview-tournaments': UPCOMING,
  'preview-user-my-games': UPCOMING,
  'preview-user-slug': UPCOMING,
  'preview-games-game': UPCOMING,
  'preview-jackpots': UPCOMING,
  'preview-jackpots-slug': UPCOMING,
  'preview-providers': UPCOMING,
  'preview-providers-slug': UPCOMING,
  'preview-play-game-demo': UPCOMING,
  'preview-play-game-real': UPCOMING,
  'preview-promotions': UPCOMING,
  'preview-promotions-slug': UPCOMING,
  'preview-categories-slug': UPCOMING,
  'preview-collections': UPCOMING,
  'preview-collections-slug': UPCOMING,
  'preview-redirect': REDIRECT,
};

/** The game-play layout has no site chrome (the game fills the screen); the others share it for now. */
export const LAYOUT_MODULES: Readonly<Record<Layout, string>> = {
  default: 'layouts/site-layout.tsx',
  clean: 'layouts/site-layout.tsx',
  winners: 'layouts/site-layout.tsx',
  'live-casino': 'layouts/site-layout.tsx',
  'game-play': 'layouts/game-play-layout.tsx',
};

export const NOT_FOUND_MODULE = 'routes/not-found.tsx';
