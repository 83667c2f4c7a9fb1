// Cache headers: hashed build assets never change (a year, immutable); other public files an hour;
// pages briefly and publicly, since the server keeps no per-user state (the CDN may hold them).
// Pages vary by Cookie because the locale and theme cookies change the HTML of an unprefixed path.
// Anything that sets a cookie or failed is never stored, and neither are preview pages: they show
// Draft content (part 1 §2), which has no business on a CDN. A CDN caching a page also caches its
// CSP nonce for that minute: the nonce still differs per render, and the HTML it guards holds only
// server-sanitised CMS content.

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const PUBLIC_FILE = 'public, max-age=3600';
export const PUBLIC_PAGE = 'public, max-age=60, stale-while-revalidate=300';
export const NO_STORE = 'no-store';

export interface PageCacheOptions {
  /** The page shows Draft content (a /preview address). */
  readonly preview?: boolean;
}

export const pageCacheControl = (response: Response, options: PageCacheOptions = {}): string => {
  if (response.headers.has('Set-Cookie') || response.status >= 500 || options.preview === true) return NO_STORE;
  if (response.status === 200 || response.status === 404) return PUBLIC_PAGE;
  return NO_STORE;
};
