// Compiled route patterns: a list of static and parameter segments, matched against decoded path
// segments and filled back with encoded values.

export type PatternSegment =
  { readonly kind: 'static'; readonly value: string } | { readonly kind: 'param'; readonly name: string; readonly optional: boolean };

export type RouteParams = Readonly<Record<string, string>>;

export const splitPath = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

export const compilePattern = (path: string): readonly PatternSegment[] =>
  splitPath(path).map((segment) => {
    if (!segment.startsWith(':')) return { kind: 'static', value: segment };
    const optional = segment.endsWith('?');
    return { kind: 'param', name: segment.slice(1, optional ? -1 : undefined), optional };
  });

export const staticSegmentCount = (pattern: readonly PatternSegment[]): number => pattern.filter((segment) => segment.kind === 'static').length;

/** Params when the decoded segments fit the pattern, otherwise null. */
export const matchPattern = (pattern: readonly PatternSegment[], segments: readonly string[]): RouteParams | null => {
  if (segments.length > pattern.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index];
    if (segment === undefined) {
      if (part.kind === 'param' && part.optional) continue;
      return null;
    }
    if (part.kind === 'static') {
      if (part.value !== segment) return null;
    } else {
      params[part.name] = segment;
    }
  }
  return params;
};

export class MissingRouteParamError extends Error {
  constructor(routeName: string, param: string) {
    super(`Route ${routeName} needs the parameter "${param}"`);
    this.name = 'MissingRouteParamError';
  }
}

/** The path of a pattern with its params URL-encoded; empty optional params are left out. */
export const fillPattern = (routeName: string, pattern: readonly PatternSegment[], params: Readonly<Record<string, string | null | undefined>>): string => {
  const parts: string[] = [];
  for (const part of pattern) {
    if (part.kind === 'static') {
      parts.push(part.value);
      continue;
    }
    const value = params[part.name];
    if (value == null || value === '') {
      if (part.optional) continue;
      throw new MissingRouteParamError(routeName, part.name);
    }
    parts.push(encodeURIComponent(value));
  }
  return `/${parts.join('/')}`;
};
