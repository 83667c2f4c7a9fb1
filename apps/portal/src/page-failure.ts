// The one way a page fails (part 1 §8, part 2 §2 "Error page"): its main call failed, so the page
// answers 500 with the spec's error key, and the site layout's error boundary shows the error page
// with the key in words (chrome/error-boundary.tsx), inside the chrome. What the address names does
// not exist (an unknown slug): a real 404 with the not-found page. Data functions throw PageFailure
// (or let a call's error through); a loader runs them through `loadOrFail`, which turns either into
// the page's answer. A widget whose own source failed is no page failure: it shows its key in place.
import { data } from 'react-router';
import { isApiError } from '@casino/api-clients';
import type { ErrorKey } from '@casino/core';
import { CallsStopped } from './runtime/calls-stopped.ts';

/** The key of a failure that is no failed call (its words are the general ones). */
export const UNEXPECTED_ERROR_KEY = 'errors.unexpected';

export class PageFailure extends Error {
  readonly errorKey: string;
  constructor(errorKey: string, cause: unknown) {
    super(errorKey, { cause });
    this.name = 'PageFailure';
    this.errorKey = errorKey;
  }
}

/** The spec's key of a failure: a PageFailure's or a call's own (every api-clients error carries one); anything else gets `fallback`. */
export const errorKeyOf = (error: unknown, fallback: ErrorKey | typeof UNEXPECTED_ERROR_KEY): string =>
  error instanceof PageFailure ? error.errorKey : isApiError(error) ? error.errorKey : fallback;

/** A call's failure as the page's: its own key, or `fallback` when it carries none. */
export const pageFailureOf = (error: unknown, fallback: ErrorKey): PageFailure => new PageFailure(errorKeyOf(error, fallback), error);

/** What a failed page's answer carries to the error boundary (an Error's own fields do not survive React Router's production serialisation; an answer's data does). */
export interface PageFailureAnswer {
  readonly errorKey: string;
}

export const PAGE_FAILURE_STATUS = 500;

/** The answer a loader throws when what its address names does not exist. */
export const notFoundAnswer = () => data(null, { status: 404 });

export interface LoadOrFailOptions {
  /** The key of a failure that carries none. */
  readonly fallback: ErrorKey | typeof UNEXPECTED_ERROR_KEY;
  /** A failure that means "this does not exist" (a 404 of the call, an unknown slug): the page answers 404. */
  readonly notFound?: (error: unknown) => boolean;
}

/**
 * A loader's load, failing the one way: a failure `notFound` names throws the 404 answer, any other
 * throws the page's failure answer (500 with its key), logged with `where` and its cause.
 */
export const loadOrFail = async <T>(where: string, load: () => Promise<T>, { fallback, notFound }: LoadOrFailOptions): Promise<T> => {
  try {
    return await load();
  } catch (error) {
    // The client left: nobody to answer, nothing failed.
    if (error instanceof CallsStopped) throw error;
    if (notFound?.(error) === true) throw notFoundAnswer();
    const errorKey = errorKeyOf(error, fallback);
    console.error(`${where}: the page failed (${errorKey})`, error instanceof PageFailure ? error.cause : error);
    const answer: PageFailureAnswer = { errorKey };
    throw data(answer, { status: PAGE_FAILURE_STATUS });
  }
};
