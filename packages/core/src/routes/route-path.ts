// routePath: the inverse of matchRoute. Builds the canonical path of a named route with its params
// URL-encoded, then the `/preview` segment and the `/en` prefix (in that order: /en/preview/…).
import type { Locale } from '../constants.ts';
import { addLocalePrefix } from './locale-prefix.ts';
import { compilePattern, fillPattern, type PatternSegment } from './route-pattern.ts';
import { PREVIEW_SEGMENT, ROUTES, routeDefinition, type RouteName } from './route-table.ts';

export interface RoutePathOptions {
  readonly locale?: Locale;
  readonly preview?: boolean;
}

const patterns: ReadonlyMap<string, readonly PatternSegment[]> = new Map(ROUTES.map((definition) => [definition.name, compilePattern(definition.path)]));

/** Adds the preview segment to an unprefixed path ('/' becomes '/preview'). */
export const addPreviewSegment = (pathname: string): string => (pathname === '/' ? `/${PREVIEW_SEGMENT}` : `/${PREVIEW_SEGMENT}${pathname}`);

/**
 * The path of a route. Throws MissingRouteParamError when a required param is missing or empty:
 * that is a programming error, never a user's.
 */
export const routePath = (name: RouteName, params: Readonly<Record<string, string | null | undefined>> = {}, options: RoutePathOptions = {}): string => {
  const pattern = patterns.get(name) ?? compilePattern(routeDefinition(name).path);
  const path = fillPattern(name, pattern, params);
  const withPreview = options.preview === true ? addPreviewSegment(path) : path;
  return options.locale === undefined ? withPreview : addLocalePrefix(withPreview, options.locale);
};
