// When the root's and the site layout's loaders run again on a client navigation. Their data
// depends on the language, the preview mode and (the chrome's) the query's native flags, never on
// the applied filters: a filter change (Apply, Clear, back and forward between filtered views of
// one page) leaves both as they were, so only the page's own loader answers it (in the browser,
// from the filters panel's catalogue, when it has it).
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { matchRoute, onlyFiltersDiffer, stripLocalePrefix } from '@casino/core';

type RevalidationArgs = Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl' | 'formMethod'>;

export const isFilterChange = ({ currentUrl, nextUrl, formMethod }: RevalidationArgs): boolean =>
  // Actions and explicit revalidations (the same address asked again) are never a filter change.
  (formMethod === undefined || formMethod === 'GET') && currentUrl.href !== nextUrl.href && onlyFiltersDiffer(currentUrl, nextUrl);

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
