// The one way a page fails (part 1 §8): its main call failed, and the page shows the spec's error
// key in words instead of its content, answering 500. An unknown address or slug is no failure but
// a real 404 (routing/not-found-rules.server.ts). Loaders throw PageFailure; the page's loader answers it
// with status 500 and the key, which the page shows in words of chrome/error-messages.ts.
import { isApiError } from '@casino/api-clients';
import type { ErrorKey } from '@casino/core';

/** The key of a failure that is no failed call (its words are the general ones). */
export const UNEXPECTED_ERROR_KEY = 'errors.unexpected';

/** The spec's key of a failed call: every api-clients error carries one; anything else gets `fallback`. */
export const errorKeyOf = (error: unknown, fallback: ErrorKey | typeof UNEXPECTED_ERROR_KEY): string => (isApiError(error) ? error.errorKey : fallback);

export class PageFailure extends Error {
  readonly errorKey: string;
  constructor(errorKey: string, cause: unknown) {
    super(errorKey, { cause });
    this.name = 'PageFailure';
    this.errorKey = errorKey;
  }
}

/** A call's failure as the page's: its own key, or `fallback` when it carries none. */
export const pageFailureOf = (error: unknown, fallback: ErrorKey): PageFailure => new PageFailure(errorKeyOf(error, fallback), error);
