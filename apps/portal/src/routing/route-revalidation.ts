// When the loaders of the root, the site layout and a page run again on a client navigation.
// Closing game details over a page (a navigation to the same address: routing/details-entry.ts)
// runs none: the page under them is as it was. The root's and the site layout's data depend on the
// language, the preview mode and (the chrome's) the query's native flags, never on the applied
// filters: a filter change (Apply, Clear, back and forward between filtered views of one page)
// leaves both as they were, so only the page's own loader answers it (in the browser, from the
// filters panel's catalogue, when it has it).
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { matchRoute, onlyFiltersDiffer, stripLocalePrefix } from '@casino/core';
import { detailsOverPageShown } from './details-entry.ts';

type RevalidationArgs = Pick<ShouldRevalidateFunctionArgs, 'currentUrl' | 'nextUrl' | 'formMethod'>;

const isRead = (formMethod: string | undefined) => formMethod === undefined || formMethod === 'GET';

export const isFilterChange = ({ currentUrl, nextUrl, formMethod }: RevalidationArgs): boolean =>
  // Actions and explicit revalidations (the same address asked again) are never a filter change.
  isRead(formMethod) && currentUrl.href !== nextUrl.href && onlyFiltersDiffer(currentUrl, nextUrl);

/** Leaving details over a page for the page under them; `detailsShown` is routing/details-entry.ts's flag. */
export const isDetailsClosing = ({ currentUrl, nextUrl, formMethod }: RevalidationArgs, detailsShown = detailsOverPageShown()): boolean =>
  detailsShown && isRead(formMethod) && currentUrl.href === nextUrl.href;

export const pageShouldRevalidate = (args: ShouldRevalidateFunctionArgs): boolean => !isDetailsClosing(args) && args.defaultShouldRevalidate;

export const rootShouldRevalidate = (args: ShouldRevalidateFunctionArgs): boolean => !isFilterChange(args) && pageShouldRevalidate(args);

/** The chrome changes with the language, the preview mode and the query's native flags, not with every page nor with the filters. */
export const siteLayoutShouldRevalidate = (args: ShouldRevalidateFunctionArgs): boolean => {
  const { currentUrl, nextUrl, formMethod } = args;
  // Actions and explicit revalidations (a locale switch's refetch) keep the page's rule.
  if (!isRead(formMethod) || currentUrl.href === nextUrl.href) return pageShouldRevalidate(args);
  if (isFilterChange(args)) return false;
  const context = (url: URL) => [stripLocalePrefix(url.pathname).locale, matchRoute(url.pathname)?.preview ?? false, url.search].join('|');
  return context(currentUrl) !== context(nextUrl);
};
