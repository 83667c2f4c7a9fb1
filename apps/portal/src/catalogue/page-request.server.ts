// What every catalogue page's loader shares: the request context (request-context.server.ts) with
// the route's parameters, its calls on the server's API (no cookies, so the server renders what a
// visitor sees, and preview shows drafts only to visitors); and the two ways a page fails: a real
// 404 for an unknown slug, a 500 that names the spec's error key when a call fails.
import { data } from 'react-router';
import { isApiError } from '@casino/api-clients';
import { errorKeyOf, UNEXPECTED_ERROR_KEY } from '../page-failure.ts';
import { pageRequestOf, type PageRequest } from '../request-context.server.ts';
import { noIndexHead, type SeoHead } from './seo-head.ts';

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

/** What a page shows when a call failed: the spec's error key, translated by the page. */
export interface CatalogueFailure {
  readonly failed: true;
  readonly errorKey: string;
  readonly seo: SeoHead;
}

/**
 * Loads a page's data: an unknown slug is a real 404, a failed call a 500 page naming the call's
 * error key (part 1 §8), anything else goes to the route's error boundary.
 */
export const loadCataloguePage = async <T>(request: CatalogueRequest, failureTitle: string, load: () => Promise<T>) => {
  try {
    return await load();
  } catch (error) {
    if (error instanceof CatalogueNotFound || isNotFoundAnswer(error)) throw data(null, { status: 404 });
    const errorKey = errorKeyOf(error, UNEXPECTED_ERROR_KEY);
    console.error(`catalogue: ${request.canonical} failed (${errorKey})`, error);
    const failure: CatalogueFailure = { failed: true, errorKey, seo: noIndexHead(failureTitle, request.canonical) };
    return data(failure, { status: 500 });
  }
};
