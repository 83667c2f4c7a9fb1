// The names the applied filters take in a page's address (filter-query.ts reads and writes them), and
// whether two addresses differ in those alone. Apart from the rest of the filters' code because every
// page's first scripts need the comparison (the root's and the site layout's shouldRevalidate), and
// none of the rest.

/** The address's name of each group, range and flag; the set's own names where they read well. */
export const QUERY_NAMES: Readonly<Record<string, string>> = {
  category: 'category',
  collection: 'collection',
  provider: 'provider',
  reel: 'reels',
  language: 'language',
  betAmount: 'bet',
  maxWin: 'maxWin',
  jackpot: 'jackpot',
  gamble: 'gamble',
  bonus: 'bonus',
  openTable: 'open',
  availableSeat: 'seat',
};

const FILTER_PARAM_NAMES: ReadonlySet<string> = new Set(Object.values(QUERY_NAMES));

/**
 * Whether two addresses differ at most in their filter parameters (same path, same other parameters):
 * a change of the applied set, which leaves everything the page's layouts read as it was.
 */
export const onlyFiltersDiffer = (a: URL, b: URL): boolean => {
  if (a.pathname !== b.pathname) return false;
  const others = (url: URL) =>
    [...url.searchParams]
      .filter(([name]) => !FILTER_PARAM_NAMES.has(name))
      .map(([name, value]) => `${name}=${value}`)
      .sort()
      .join('&');
  return others(a) === others(b);
};
