// Defines the page's one Trusted Types policy (`casino-html`) as soon as the client bundle runs, so
// that no other script can take the name first (the CSP allows that name once and no other).
// Imported for its effect by the document (root.tsx: `import './routing/trusted-types.client.ts';`);
// components use `trustedHtml` from ./sanitised-html-policy.ts, which works on the server too.
import { casinoHtmlPolicy } from './sanitised-html-policy.ts';

casinoHtmlPolicy();

export { trustedHtml, CASINO_HTML_POLICY } from './sanitised-html-policy.ts';
