// The route table of spec part 1 §2 and part 2 §2 with the names of D10. Paths are the Czech paths of
// the spec, the same in both locales (D1); the optional leading `/preview` segment and the `/en`
// locale prefix are not part of the patterns: matchRoute strips them and routePath adds them.
import type { Layout } from '../types/enums.ts';

/** 'user' marks the login-required routes of part 1 §6; null is open to everyone. */
export type RouteAuth = 'user' | null;

export interface RouteDefinition {
  readonly name: string;
  /** Segments; `:param` is required, a final `:param?` optional. */
  readonly path: string;
  readonly layout: Layout;
  readonly auth: RouteAuth;
  /** The section the route belongs to (menus highlight it; breadcrumbs climb it). */
  readonly parent: string | null;
  /** Other paths that show the same page (matched, never built). */
  readonly aliases?: readonly string[];
  /** Static redirect rules name the route they send the browser to (see redirectTarget). */
  readonly redirectTo?: string;
}

const route = <const D extends RouteDefinition>(definition: D): D => definition;

export const ROUTES = [
  route({ name: 'preview', path: '/', layout: 'default', auth: null, parent: null }),
  route({ name: 'preview-winners', path: '/vitezove', layout: 'winners', auth: null, parent: null }),
  route({ name: 'preview-winners-top', path: '/vyhry/nejvyssi', layout: 'winners', auth: null, parent: 'preview-winners' }),
  route({ name: 'preview-winners-jackpots', path: '/vyhry/jackpotu', layout: 'winners', auth: null, parent: 'preview-winners' }),
  route({ name: 'preview-winners-hall-of-fame', path: '/vyhry/sin-slavy', layout: 'winners', auth: null, parent: 'preview-winners' }),
  // The bare parent folder of the winners children has no page of its own: it sends to the winners page.
  route({ name: 'winners-redirect', path: '/vyhry', layout: 'winners', auth: null, parent: 'preview-winners', redirectTo: 'preview-winners' }),
  route({ name: 'preview-all-games', path: '/vsechny-hry', layout: 'default', auth: null, parent: null }),
  // The spec's /live-casino section and its /kasino-zive lobby are one page: /kasino-zive is built, both match.
  route({ name: 'preview-live-casino', path: '/kasino-zive', aliases: ['/live-casino'], layout: 'live-casino', auth: null, parent: null }),
  route({ name: 'preview-live-casino-all-games', path: '/kasino-zive/vsechny-hry', layout: 'live-casino', auth: null, parent: 'preview-live-casino' }),
  route({
    name: 'preview-live-casino-user-my-games',
    path: '/kasino-zive/uzivatel/moje-hry',
    layout: 'live-casino',
    auth: 'user',
    parent: 'preview-live-casino',
  }),
  route({ name: 'preview-live-casino-user-slug', path: '/kasino-zive/uzivatel/:slug', layout: 'live-casino', auth: 'user', parent: 'preview-live-casino' }),
  route({
    name: 'preview-live-casino-categories-slug',
    path: '/kasino-zive/kategorie/:slug',
    layout: 'live-casino',
    auth: null,
    parent: 'preview-live-casino',
  }),
  route({ name: 'preview-page-slug', path: '/novinky/:slug', layout: 'clean', auth: null, parent: null }),
  route({ name: 'preview-tournaments', path: '/tournaments', layout: 'clean', auth: null, parent: null }),
  route({ name: 'preview-user-my-games', path: '/uzivatel/moje-hry', layout: 'default', auth: 'user', parent: null }),
  route({ name: 'preview-user-slug', path: '/uzivatel/:slug', layout: 'default', auth: 'user', parent: null }),
  route({ name: 'preview-games-game', path: '/hra/:game', layout: 'default', auth: null, parent: null }),
  route({ name: 'preview-jackpots', path: '/jackpoty', layout: 'default', auth: null, parent: null }),
  route({ name: 'preview-jackpots-slug', path: '/jackpoty/:slug', layout: 'default', auth: null, parent: 'preview-jackpots' }),
  route({ name: 'preview-providers', path: '/vyrobci', layout: 'default', auth: null, parent: null }),
  route({ name: 'preview-providers-slug', path: '/vyrobci/:slug', layout: 'default', auth: null, parent: 'preview-providers' }),
  route({ name: 'preview-play-game-demo', path: '/play/:game/demo', layout: 'game-play', auth: null, parent: null }),
  route({ name: 'preview-play-game-real', path: '/play/:game/real', layout: 'game-play', auth: 'user', parent: null }),
  route({ name: 'preview-promotions', path: '/promo-bonusy', layout: 'clean', auth: null, parent: null }),
  route({ name: 'preview-promotions-slug', path: '/promo-bonusy/:slug', layout: 'clean', auth: null, parent: 'preview-promotions' }),
  route({ name: 'preview-categories-slug', path: '/kategorie/:slug', layout: 'default', auth: null, parent: null }),
  route({ name: 'preview-collections', path: '/zanr', layout: 'default', auth: null, parent: null }),
  route({ name: 'preview-collections-slug', path: '/zanr/:slug', layout: 'default', auth: null, parent: 'preview-collections' }),
  route({ name: 'preview-redirect', path: '/redirect/:page/:select?', layout: 'default', auth: null, parent: null }),
] as const satisfies readonly RouteDefinition[];

export type RouteName = (typeof ROUTES)[number]['name'];

const byName: ReadonlyMap<string, RouteDefinition> = new Map(ROUTES.map((definition) => [definition.name, definition]));

export const isRouteName = (name: unknown): name is RouteName => typeof name === 'string' && byName.has(name);

export const routeDefinition = (name: RouteName): RouteDefinition => {
  const definition = byName.get(name);
  if (definition === undefined) throw new Error(`Unknown route name: ${String(name)}`);
  return definition;
};

/** The segment that makes a route a preview route (part 1 §2: the only valid value). */
export const PREVIEW_SEGMENT = 'preview';
const PREVIEW_NAME_PREFIX = 'preview-';

/** The route name without the spec's `preview-` prefix, as analytics reports it ('preview' stays). */
export const unprefixedRouteName = (name: string): string => (name.startsWith(PREVIEW_NAME_PREFIX) ? name.slice(PREVIEW_NAME_PREFIX.length) : name);
