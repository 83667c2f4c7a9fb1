// Which route module shows each route of core's table, and which layout module wraps each layout.
// Typed by core's names, so a route added to the table does not build until it has a page here.
// Pages live in the folder of their area (lobby/, catalogue/), each area with its own catalogue of
// texts; the player's pages (user, game details, play) share a placeholder until their issue.
import type { Layout, RouteName } from '@casino/core';

const UPCOMING = 'routes/upcoming-page.tsx';
const REDIRECT = 'routes/redirect-route.tsx';

export const PAGE_MODULES: Readonly<Record<RouteName, string>> = {
  preview: 'lobby/lobby-page.tsx',
  'preview-winners': 'catalogue/winners-page.tsx',
  'preview-winners-top': 'catalogue/top-wins-page.tsx',
  'preview-winners-jackpots': 'catalogue/jackpot-wins-page.tsx',
  'preview-winners-hall-of-fame': 'catalogue/hall-of-fame-page.tsx',
  'winners-redirect': REDIRECT,
  'preview-all-games': 'lobby/all-games-page.tsx',
  'preview-live-casino': 'lobby/live-lobby-page.tsx',
  'preview-live-casino-all-games': 'lobby/live-all-games-page.tsx',
  'preview-live-casino-user-my-games': UPCOMING,
  'preview-live-casino-user-slug': UPCOMING,
  'preview-live-casino-categories-slug': 'lobby/live-category-page.tsx',
  'preview-page-slug': 'catalogue/content-page.tsx',
  'preview-tournaments': 'catalogue/tournaments-page.tsx',
  'preview-user-my-games': UPCOMING,
  'preview-user-slug': UPCOMING,
  'preview-games-game': UPCOMING,
  'preview-jackpots': 'catalogue/jackpots-page.tsx',
  'preview-jackpots-slug': 'catalogue/jackpot-page.tsx',
  'preview-providers': 'catalogue/providers-page.tsx',
  'preview-providers-slug': 'catalogue/provider-page.tsx',
  'preview-play-game-demo': UPCOMING,
  'preview-play-game-real': UPCOMING,
  'preview-promotions': 'catalogue/promotions-page.tsx',
  'preview-promotions-slug': 'catalogue/promotion-page.tsx',
  'preview-categories-slug': 'catalogue/category-page.tsx',
  'preview-collections': 'catalogue/collections-page.tsx',
  'preview-collections-slug': 'catalogue/collection-page.tsx',
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
