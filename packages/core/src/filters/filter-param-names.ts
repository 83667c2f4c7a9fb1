// The names the applied filters take in a page's address (filter-query.ts reads and writes them),
// whether two addresses differ in those alone, and an address's filter parameters alone. Apart from
// the rest of the filters' code because every page's first scripts need the comparison (the root's
// and the site layout's shouldRevalidate) and the chrome's language links the parameters, and none of
// the rest.

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

/**
 * The filter parameters of an address's query, in their order, as a query without its `?` (empty
 * when it has none): what a link to the same view elsewhere (the page in another language) carries.
 * Only filter names pass, so nothing else of the address (a native login's username and token, a
 * campaign's tags) travels with it.
 */
export const filterParamsOf = (search: string): string => {
  const kept = [...new URLSearchParams(search)].filter(([name]) => FILTER_PARAM_NAMES.has(name));
  return new URLSearchParams(kept).toString();
};
