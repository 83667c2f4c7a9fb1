// The one sanitiser of CMS HTML (HTML widgets, promotion texts, content pages): DOMPurify over a
// jsdom window made once per process (about 0.8 s; never per request). Server-only (.server.ts), so
// jsdom never reaches the browser bundle; the browser receives HTML that is already clean and
// renders it through the Trusted Types policy of sanitised-html-policy.ts.
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
