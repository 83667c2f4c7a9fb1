// What the error page shows for what reached the boundary (part 2 §2 "Error page"), as a pure rule:
// a chunk-load error is the update page (CHUNK-ERROR), a 404 the not-found page, a page's failure
// answer (page-failure.ts) its status and the spec's key (a PageFailure thrown in a render: 500 and its key), anything else a 500 with the general words;
// the error's own message and stack only in development.
import { isRouteErrorResponse } from 'react-router';
import { CHUNK_ERROR, ErrorKey } from '@casino/core';
import { PageFailure, UNEXPECTED_ERROR_KEY } from '../page-failure.ts';

export type ErrorPageKind = 'not-found' | 'update' | 'error';

export interface ErrorPageView {
  readonly kind: ErrorPageKind;
  /** The status shown big: 404, 500 or CHUNK-ERROR. */
  readonly status: string;
  /** The key whose words are the message (chrome/error-messages.ts). */
  readonly errorKey: string;
  /** Development only: the error's own message and stack, for the engineer. */
  readonly detail: { readonly message: string; readonly stack: string | null } | null;
}

/** The key a failure answer (`data({ errorKey }, status)`) or a PageFailure thrown in a render carries. */
const answeredErrorKey = (error: unknown): string | null => {
  if (error instanceof PageFailure) return error.errorKey;
  const body: unknown = isRouteErrorResponse(error) ? error.data : null;
  return typeof body === 'object' && body !== null && 'errorKey' in body && typeof body.errorKey === 'string' ? body.errorKey : null;
};

export const errorPageView = (error: unknown, { chunkError, development }: { readonly chunkError: boolean; readonly development: boolean }): ErrorPageView => {
  if (chunkError) return { kind: 'update', status: CHUNK_ERROR, errorKey: ErrorKey.updateMessage, detail: null };
  const status = isRouteErrorResponse(error) ? error.status : 500;
  if (status === 404) return { kind: 'not-found', status: '404', errorKey: ErrorKey.pageNotFound, detail: null };
  const detail = development && error instanceof Error ? { message: error.message, stack: error.stack ?? null } : null;
  return { kind: 'error', status: String(status), errorKey: answeredErrorKey(error) ?? UNEXPECTED_ERROR_KEY, detail };
};
