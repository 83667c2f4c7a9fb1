// Sanitised CMS HTML under Trusted Types (the CSP says `require-trusted-types-for 'script'` and
// allows the one policy `casino-html`, server/content-security-policy.ts). In the browser a string
// given to innerHTML — which is what React does with `dangerouslySetInnerHTML` on a client-side
// navigation — is refused; a TrustedHTML made by this policy is accepted. The policy lets through
// only what the caller vouches for: HTML that `sanitizeCmsHtml` (src/html/sanitize-html.server.ts)
// produced on the server. It makes no scripts and no script URLs.
//
//   <div dangerouslySetInnerHTML={{ __html: trustedHtml(loaderData.sanitisedHtml) }} />
//
// On the server (no `trustedTypes`) the string itself is returned, so the same call renders there.

/** The one policy name the CSP allows (kept equal to server/content-security-policy.ts's). */
export const CASINO_HTML_POLICY = 'casino-html';

/** An opaque TrustedHTML in the browser; typed loosely so that React's `__html` takes it. */
export type SafeHtml = string & { readonly __trustedHtml?: never };

interface HtmlPolicy {
  createHTML(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(name: string, rules: { createHTML?: (input: string) => string; createScript?: never; createScriptURL?: never }): HtmlPolicy;
}

const factory = (): TrustedTypesFactory | undefined => (globalThis as { trustedTypes?: TrustedTypesFactory }).trustedTypes;

// One policy per page: a second createPolicy of the same name throws under the CSP. Browser state
// only (on the server `trustedTypes` is absent and nothing is kept).
let policy: HtmlPolicy | null | undefined;

/**
 * Defines the `casino-html` policy once (the first call; later calls return it). Null where the
 * browser has no Trusted Types (Firefox before 145, the server): strings are then accepted anyway.
 */
export const casinoHtmlPolicy = (): HtmlPolicy | null => {
  if (policy !== undefined) return policy;
  const trustedTypes = factory();
  policy = trustedTypes === undefined ? null : trustedTypes.createPolicy(CASINO_HTML_POLICY, { createHTML: (input) => input });
  return policy;
};

/** HTML sanitised on the server, as a value innerHTML accepts under the CSP. */
export const trustedHtml = (sanitisedHtml: string): SafeHtml => {
  const html = casinoHtmlPolicy();
  return (html === null ? sanitisedHtml : html.createHTML(sanitisedHtml)) as SafeHtml;
};
