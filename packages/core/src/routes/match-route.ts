// matchRoute of D10: `/en` stripped (D1), a leading `/preview` sets preview, the most specific
// pattern wins (static `moje-hry` beats `:slug`), anything else is unknown (a 404).
import type { Layout } from '../types/enums.ts';
import { stripLocalePrefix } from './locale-prefix.ts';
import { compilePattern, matchPattern, splitPath, staticSegmentCount, type PatternSegment, type RouteParams } from './route-pattern.ts';
import { PREVIEW_SEGMENT, ROUTES, type RouteAuth, type RouteName } from './route-table.ts';

export interface RouteMatch {
  readonly name: RouteName;
  /** Decoded path params (never the preview flag). */
  readonly params: RouteParams;
  readonly layout: Layout;
  readonly auth: RouteAuth;
  readonly preview: boolean;
}

interface CompiledRoute {
  readonly name: RouteName;
  readonly pattern: readonly PatternSegment[];
  readonly specificity: number;
  readonly layout: Layout;
  readonly auth: RouteAuth;
}

// Indexed by first segment ('' for the root) so that an unknown first segment is rejected at once.
const routesByFirstSegment: ReadonlyMap<string, readonly CompiledRoute[]> = (() => {
  const index = new Map<string, CompiledRoute[]>();
  for (const definition of ROUTES) {
    const paths: readonly string[] = [definition.path, ...('aliases' in definition ? definition.aliases : [])];
    for (const path of paths) {
      const pattern = compilePattern(path);
      const first = pattern[0];
      const key = first === undefined ? '' : first.kind === 'static' ? first.value : ':';
      const compiled: CompiledRoute = {
        name: definition.name,
        pattern,
        specificity: staticSegmentCount(pattern),
        layout: definition.layout,
        auth: definition.auth,
      };
      index.set(key, [...(index.get(key) ?? []), compiled]);
    }
  }
  for (const list of index.values()) list.sort((a, b) => b.specificity - a.specificity);
  return index;
})();

/** Patterns that start with a param could take any first segment (the table has none today). */
const paramFirstRoutes: readonly CompiledRoute[] = routesByFirstSegment.get(':') ?? [];

const decodeSegments = (segments: readonly string[]): string[] | null => {
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return null; // malformed percent-encoding is no path of ours
  }
};

const segmentsOf = (pathname: string): string[] | null => {
  const pathOnly = pathname.split(/[?#]/, 1)[0] ?? '';
  return pathOnly.startsWith('/') ? splitPath(stripLocalePrefix(pathOnly).pathname) : null;
};

/** A leading `/preview` (after `/en`): drafts are asked for, on a page or on a resource of the portal (the search catalogue). */
export const hasPreviewSegment = (pathname: string): boolean => segmentsOf(pathname)?.[0] === PREVIEW_SEGMENT;

/** The route of a pathname (query and hash are ignored), or null for a 404. */
export const matchRoute = (pathname: string): RouteMatch | null => {
  const rawSegments = segmentsOf(pathname);
  if (rawSegments === null) return null;
  const preview = rawSegments[0] === PREVIEW_SEGMENT;
  const segments = decodeSegments(preview ? rawSegments.slice(1) : rawSegments);
  if (segments === null) return null;
  const byFirst = routesByFirstSegment.get(segments[0] ?? '') ?? [];
  const candidates = paramFirstRoutes.length === 0 ? byFirst : [...byFirst, ...paramFirstRoutes];
  for (const candidate of candidates) {
    const params = matchPattern(candidate.pattern, segments);
    if (params !== null) {
      return { name: candidate.name, params, layout: candidate.layout, auth: candidate.auth, preview };
    }
  }
  return null;
};
