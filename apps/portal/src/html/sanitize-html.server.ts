// The one sanitiser of CMS HTML (HTML widgets, promotion texts, content pages): DOMPurify over a
// jsdom window made once per process (about 0.8 s; never per request). Server-only (.server.ts), so
// jsdom never reaches the browser bundle; the browser receives HTML that is already clean and
// renders it through the Trusted Types policy of sanitised-html-policy.ts.
//
// The same CMS texts come back on every render (a lobby's HTML widgets, a promotion, a content page)
// and DOMPurify over jsdom costs milliseconds each (2.4 % of the lobby's and all-games' server CPU
// in a profile under load), so the result is kept per text: keyed by the text itself (a Map, its own
// keys), bounded by the characters it holds, the least recently used leaving first.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: ReturnType<typeof createDOMPurify> | null = null;

const purify = () => {
  if (purifier === null) purifier = createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis);
  return purifier;
};

/**
 * CMS HTML with everything that could run removed: scripts, event handlers, `javascript:` and
 * other unsafe URLs, forms, frames, objects, styles that load resources. Links that leave the site
 * open in a new tab without handing over the opener.
 */
export const sanitizeCmsHtml = (html: string): string => {
  const known = sanitised.get(html);
  if (known !== undefined) {
    // Re-inserting moves the text to the young end of the Map's order.
    sanitised.delete(html);
    sanitised.set(html, known);
    return known;
  }
  const clean = sanitize(html);
  remember(html, clean);
  return clean;
};

/** Characters (texts and their results) the cache holds at most: a few megabytes. */
export const SANITISED_CACHE_CHARS = 2_000_000;
/** A text longer than this is sanitised every time rather than push the others out. */
const LARGEST_CACHED_CHARS = 200_000;
const sanitised = new Map<string, string>();
let cachedChars = 0;

const remember = (html: string, clean: string) => {
  const chars = html.length + clean.length;
  if (chars > LARGEST_CACHED_CHARS) return;
  sanitised.set(html, clean);
  cachedChars += chars;
  for (const [oldest, result] of sanitised) {
    if (cachedChars <= SANITISED_CACHE_CHARS) break;
    sanitised.delete(oldest);
    cachedChars -= oldest.length + result.length;
  }
};

/** How many texts and characters the cache holds (for its tests). */
export const sanitisedCacheSize = () => ({ texts: sanitised.size, chars: cachedChars });

const sanitize = (html: string): string => {
  const dompurify = purify();
  const clean = dompurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'object', 'embed', 'base', 'meta', 'link'],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOW_DATA_ATTR: false,
    RETURN_TRUSTED_TYPE: false,
  });
  return clean.replace(/<a (?=[^>]*href="https?:)/g, '<a target="_blank" rel="noopener noreferrer" ');
};
