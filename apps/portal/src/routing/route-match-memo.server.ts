// React Router matches a page request against every route three times (the request handler, the
// loaders' query, and <Scripts>, which matches the page's parent paths again to list the routes
// of the route discovery's first manifest), and each match tries the route table's branches one by
// one: every path exists under the optional `/en` and `/preview` segments, four branches each, and
// the lobby's `/` ranks last. A match depends on nothing but the build's route table and the path,
// so the static router's matches (`StaticHandlerContext._match`, the one of the three an entry can
// reach) are kept per path for the server's life: <Scripts> reads them instead of matching again.
// The memo holds route objects and paths, nothing of a visitor; it is bounded, since the paths are
// the visitors' (an unknown address too has parent paths to match).
import type { StaticHandlerContext } from 'react-router';
import { recentMap, type RecentMap } from '../recent-map.ts';

type Match = StaticHandlerContext['_match'];
type Matches = ReturnType<Match>;

/** Paths whose matches a server keeps: its pages' parent paths, and room for the addresses visitors make up. */
export const MATCH_MEMO_PATHS = 256;

/** The path a match depends on: the pathname without query or hash. */
const pathOf = (location: Parameters<Match>[0]): string => (typeof location === 'string' ? location.split(/[?#]/, 1)[0]! : (location.pathname ?? '/'));

/** A copy for one caller (the entries of one match share their params object, as React Router's do). */
const copyOf = (matches: Matches): Matches => {
  if (matches === null || matches.length === 0) return matches;
  const params = { ...matches[0]!.params };
  return matches.map((match) => ({ ...match, params }));
};

// One memo per matcher (one per server build): a memoised matcher given again wraps its own matcher.
const memos = new WeakMap<Match, { readonly match: Match; readonly paths: RecentMap<string, Matches> }>();
const memoised = new WeakSet<Match>();

/** `match` answering each path from memory after its first call (the least recently used path leaving past `limit`). */
export const memoisedMatch = (match: Match, limit: number = MATCH_MEMO_PATHS): Match => {
  if (memoised.has(match)) return match;
  let memo = memos.get(match);
  if (memo === undefined) {
    const paths = recentMap<string, Matches>(limit);
    const remembered: Match = (location) => {
      const path = pathOf(location);
      let matches = paths.get(path);
      if (matches === undefined) {
        matches = match(path);
        paths.set(path, matches);
      }
      return copyOf(matches);
    };
    memo = { match: remembered, paths };
    memos.set(match, memo);
    memoised.add(remembered);
  }
  return memo.match;
};

/** Paths held for this matcher (tests: the memo stays bounded). */
export const memoisedPaths = (match: Match): number => memos.get(match)?.paths.size ?? 0;
