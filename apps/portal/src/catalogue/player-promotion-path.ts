// Where a logged-in player's browser fetches a promotion for players only
// (../routes/catalogue/player-promotion-route.ts): beside the promotion's page, in the page's
// language and preview mode; and the list of them (../routes/catalogue/player-promotions-route.ts),
// beside the promotions page. The server renders such a page without the promotion (it cannot know
// the session); the article comes from here once the page knows a player is logged in.
import { routePath, type Locale } from '@casino/core';

/** The route's path below the optional /en and /preview segments. */
export const PLAYER_PROMOTION_PATH = 'promo-bonusy/:slug/pro-hrace.json';

export const playerPromotionUrl = (slug: string, options: { readonly locale: Locale; readonly preview: boolean }): string =>
  `${routePath('preview-promotions-slug', { slug }, options)}/pro-hrace.json`;

/** The list's route path below the optional /en and /preview segments (a static segment: it wins over a slug). */
export const PLAYER_PROMOTIONS_PATH = 'promo-bonusy/pro-hrace.json';

export const playerPromotionsUrl = (options: { readonly locale: Locale; readonly preview: boolean }): string =>
  `${routePath('preview-promotions', {}, options)}/pro-hrace.json`;
