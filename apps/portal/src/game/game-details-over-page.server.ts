// The details opened over a page ask /hra/{game} with the overlay flag: there a failure is the
// details' answer ({ unavailable }: not found, or the key of the call that failed), shown in the
// dialog with Try again, never the page's failure, which would replace the page under it.
import { ErrorKey } from '@casino/core';
import { errorKeyOf } from '../page-failure.ts';
import type { CatalogueRequest } from '../catalogue/page-request.server.ts';
import { CatalogueNotFound, isNotFoundAnswer } from '../catalogue/page-request.server.ts';
import { DETAILS_OVERLAY_PARAM, type GameDetailsUnavailable } from './game-details-view.ts';

/** The load's answer for the overlay's request, or null for the page's own (which fails the page's way). */
export const loadDetailsOverPage = <T>(request: CatalogueRequest, load: () => Promise<T>): Promise<T | GameDetailsUnavailable> | null => {
  // Only the dialog's data request (`/hra/x.data?over=1`): a document asked with the flag is the page.
  const asked = new URL(request.request.url);
  if (!request.url.searchParams.has(DETAILS_OVERLAY_PARAM) || !asked.pathname.endsWith('.data')) return null;
  return load().catch((error: unknown): GameDetailsUnavailable => {
    if (error instanceof CatalogueNotFound || isNotFoundAnswer(error)) return { unavailable: 'not-found' };
    const key = errorKeyOf(error, ErrorKey.unableToDetails);
    console.error(`game details over a page: ${request.canonical} failed (${key})`, error);
    return { unavailable: ErrorKey.unableToDetails };
  });
};
