// The two redirect routes of D10. winners-redirect is static (it names its target in the table);
// preview-redirect is the helper /redirect/{page}/{select?}: `page` is a route name without its
// `preview-` prefix (or `home`/`lobby` for the lobby) and `select` fills that page's one parameter,
// so /redirect/promotions/summer goes to /promo-bonusy/summer and /redirect/play-game-demo/x to
// /play/x/demo. The preview flag carries over.
import type { Locale } from '../constants.ts';
import type { RouteMatch } from './match-route.ts';
import { routePath } from './route-path.ts';
import { compilePattern } from './route-pattern.ts';
import { isRouteName, routeDefinition, type RouteName } from './route-table.ts';

const LOBBY_PAGES: ReadonlySet<string> = new Set(['home', 'lobby']);

const paramNames = (name: RouteName): readonly string[] =>
  compilePattern(routeDefinition(name).path).flatMap((segment) => (segment.kind === 'param' ? [segment.name] : []));

const isRedirect = (name: RouteName): boolean => name === 'preview-redirect' || routeDefinition(name).redirectTo !== undefined;

const redirectPageRoute = (page: string, select: string | undefined): { name: RouteName; params: Record<string, string> } | null => {
  const base = LOBBY_PAGES.has(page) ? 'preview' : `preview-${page}`;
  const names = select === undefined ? [base] : [`${base}-slug`, `${base}-game`, base];
  for (const name of names) {
    if (!isRouteName(name) || isRedirect(name)) continue;
    const params = paramNames(name);
    if (select === undefined && params.length === 0) return { name, params: {} };
    const [only] = params;
    if (select !== undefined && params.length === 1 && only !== undefined) return { name, params: { [only]: select } };
  }
  return null;
};

/** Where a redirect route sends the browser, or null when the match is no redirect or leads nowhere. */
export const redirectTarget = (match: RouteMatch, options: { readonly locale?: Locale } = {}): string | null => {
  const pathOptions = { preview: match.preview, ...(options.locale === undefined ? {} : { locale: options.locale }) };
  const definition = routeDefinition(match.name);
  if (definition.redirectTo !== undefined && isRouteName(definition.redirectTo)) {
    return routePath(definition.redirectTo, {}, pathOptions);
  }
  if (match.name !== 'preview-redirect') return null;
  const page = match.params['page'];
  if (page === undefined) return null;
  const target = redirectPageRoute(page, match.params['select']);
  return target === null ? null : routePath(target.name, target.params, pathOptions);
};
