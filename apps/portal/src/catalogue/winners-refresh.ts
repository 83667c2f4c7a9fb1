// A winners page's refresh every 30 s (winners-view.tsx) asks its own loader with this query flag:
// a failed refresh is the refresh's answer (its error key), not the page's failure, so the last wins
// stay on screen under the error (part 2 §9).
import type { SeoHead } from './seo-head.ts';

export const REFRESH_PARAM = 'refresh';

/** A refresh that failed: the spec's key of its call. */
export interface RefreshFailure {
  readonly refreshFailed: string;
}

export const isRefresh = (url: URL): boolean => url.searchParams.has(REFRESH_PARAM);

export const isRefreshFailure = (value: unknown): value is RefreshFailure =>
  typeof value === 'object' && value !== null && typeof (value as { refreshFailed?: unknown }).refreshFailed === 'string';

/** The address of a refresh of `pathname` + `search`. */
export const refreshAddress = (pathname: string, search: string): string => {
  const params = new URLSearchParams(search);
  params.set(REFRESH_PARAM, '1');
  return `${pathname}?${params.toString()}`;
};

/** The head of a page's data, none for a failed refresh (which is never a page's first answer). */
export const pageSeoOf = (data: { readonly seo: SeoHead } | RefreshFailure | undefined): SeoHead | null =>
  data === undefined || isRefreshFailure(data) ? null : data.seo;
