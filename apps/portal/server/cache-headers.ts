// Cache headers: hashed build assets never change (a year, immutable); other public files an hour.
// Pages and their client-navigation data are private: a browser may keep one but must revalidate it,
// and no shared cache (a CDN) may hand it to anyone else. Two reasons, each enough: every page carries
// a CSP nonce of its own, which a shared copy would hand to every visitor for as long as it lived
// (a nonce must never be served twice), and a page's HTML and data read the visitor's theme cookie and
// browser (the device's layout, the app-store banner). Anything that sets a cookie or failed is never
// stored, and neither are preview pages: they show Draft content (part 1 §2), nor a protected page
// (auth 'user', part 1 §6): its HTML is the same login view for all, but the browser fills it with a
// player's content, and no copy of that address, shared or the browser's own, should outlive it.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const PUBLIC_FILE = 'public, max-age=3600';
export const PRIVATE_PAGE = 'private, no-cache';
export const NO_STORE = 'no-store';

export interface PageCacheOptions {
  /** The page shows Draft content (a /preview address). */
  readonly preview?: boolean;
  /** The page needs a logged-in player (core's route `auth: 'user'`). */
  readonly protectedPage?: boolean;
}

export const pageCacheControl = (response: Response, options: PageCacheOptions = {}): string => {
  if (response.headers.has('Set-Cookie') || response.status >= 500 || options.preview === true || options.protectedPage === true) return NO_STORE;
  if (response.status === 200 || response.status === 404) return PRIVATE_PAGE;
  return NO_STORE;
};
