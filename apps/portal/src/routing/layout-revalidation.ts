// When the root's and the site layout's loaders run again on a client navigation. Their data
// depends on the language, the preview mode and (the chrome's) the query's native flags, never on
// the applied filters: a filter change (filters/filter-change.ts) leaves both as they were, so
// Apply asks nothing of them.
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { matchRoute, stripLocalePrefix } from '@casino/core';
import { isFilterChange } from '../filters/filter-change.ts';

export const rootShouldRevalidate = (args: ShouldRevalidateFunctionArgs): boolean => !isFilterChange(args) && args.defaultShouldRevalidate;

/** The chrome changes with the language, the preview mode and the query's native flags, not with every page nor with the filters. */
export const siteLayoutShouldRevalidate = (args: ShouldRevalidateFunctionArgs): boolean => {
  const { currentUrl, nextUrl, defaultShouldRevalidate, formMethod } = args;
  // Actions and explicit revalidations (a locale switch's refetch) keep the router's default.
  if ((formMethod !== undefined && formMethod !== 'GET') || currentUrl.href === nextUrl.href) return defaultShouldRevalidate;
  if (isFilterChange(args)) return false;
  const context = (url: URL) => [stripLocalePrefix(url.pathname).locale, matchRoute(url.pathname)?.preview ?? false, url.search].join('|');
  return context(currentUrl) !== context(nextUrl);
};
