// What every catalogue page's loader shares: the request context (request-context.server.ts) with
// the route's parameters, its calls on the server's API (no cookies, so the server renders what a
// visitor sees, and preview shows drafts only to visitors); and the page's failure, the one way of
// page-failure.ts: a real 404 for an unknown slug, a 500 that names the spec's error key when a call fails.
import { isApiError } from '@casino/api-clients';
import { errorKeyOf, loadOrFail, UNEXPECTED_ERROR_KEY } from '../page-failure.ts';
import { pageRequestOf, type PageRequest } from '../request-context.server.ts';
import { isRefresh, type RefreshFailure } from './winners-refresh.ts';

/** The request context and the route's parameters (the slug). */
export interface CatalogueRequest extends PageRequest {
  readonly params: Readonly<Record<string, string | undefined>>;
}

interface LoaderArgsLike {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly context: { get: <T>(context: import('react-router').RouterContext<T>) => T };
}

export const catalogueRequest = ({ params, context }: LoaderArgsLike): CatalogueRequest => ({ ...pageRequestOf(context), params });

/** The slug names nothing this visitor may see. */
export class CatalogueNotFound extends Error {
  constructor(what: string) {
    super(`Page Not Found: ${what}`);
    this.name = 'CatalogueNotFound';
  }
}

/** A call answered 404: the item does not exist (or is not visible in this content status). */
export const isNotFoundAnswer = (error: unknown): boolean => isApiError(error) && error._tag === 'HttpStatusError' && error.status === 404;

/**
 * Loads a page's data, failing the one way (page-failure.ts): an unknown slug is a real 404, a
 * failed call a 500 that names the call's error key (part 1 §8), both shown by the error page.
 */
export const loadCataloguePage = <T>(request: CatalogueRequest, load: () => Promise<T>): Promise<T> =>
  loadOrFail(`catalogue ${request.canonical}`, load, {
    fallback: UNEXPECTED_ERROR_KEY,
    notFound: (error) => error instanceof CatalogueNotFound || isNotFoundAnswer(error),
  });

/**
 * A winners page's data: its first load fails as every page does; a refresh (winners-refresh.ts)
 * that fails answers its key instead, and the page keeps the wins it shows.
 */
export const loadRefreshedPage = async <T>(request: CatalogueRequest, load: () => Promise<T>): Promise<T | RefreshFailure> => {
  if (!isRefresh(request.url)) return loadCataloguePage(request, load);
  try {
    return await load();
  } catch (error) {
    const refreshFailed = errorKeyOf(error, UNEXPECTED_ERROR_KEY);
    console.error(`catalogue: the refresh of ${request.canonical} failed (${refreshFailed})`, error);
    return { refreshFailed };
  }
};
