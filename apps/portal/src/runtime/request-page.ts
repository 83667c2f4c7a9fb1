// The page a call is made for (its locale and preview flag) as a reference of the calling fiber.
// The server runs every request's calls on one runtime built once per process: the clients read
// the locale and the preview flag when a call is made, from the fiber that makes it, so requests in
// other languages can share that runtime. The browser provides none: its runtime's own page rules.
import { Context, Fiber } from 'effect';
import type { Locale } from '@casino/core';

export interface RequestPage {
  readonly locale: () => Locale;
  readonly preview: () => boolean;
}

export const RequestPage = Context.Reference<RequestPage | null>('@casino/portal/RequestPage', { defaultValue: () => null });

/** The page of the fiber running now, or null (outside a fiber, or none provided). */
export const currentRequestPage = (): RequestPage | null => Fiber.getCurrent()?.getRef(RequestPage) ?? null;
