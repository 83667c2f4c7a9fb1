// A strict policy per response: scripts only with this response's nonce (and what they load, by
// 'strict-dynamic'), no plugins, no <base>, framing by ourselves only, DOM script sinks only through
// the one Trusted Types policy; images and calls to the platform's origin besides our own.
import { randomBytes } from 'node:crypto';
import { CASINO_HTML_POLICY } from '../src/routing/sanitised-html-policy.ts';
import { CASINO_SCRIPT_URL_POLICY } from '../src/runtime/environment/script-url-policy.ts';
import { CSP_REPORT_GROUP, CSP_REPORT_PATH } from './csp-report.ts';

/**
 * The Trusted Types policies the portal may create, each once: sanitised HTML
 * (src/routing/sanitised-html-policy.ts) and third-party script URLs on the configured origins only
 * (src/runtime/environment/script-url-policy.ts; 'strict-dynamic' leaves the origin of an added script to it).
 */
export const TRUSTED_TYPES_POLICIES = [CASINO_HTML_POLICY, CASINO_SCRIPT_URL_POLICY] as const;

export const makeNonce = (): string => randomBytes(16).toString('base64');

/**
 * `reportingOrigin`: where error reports go (the Sentry DSN's origin), when it is not the platform's.
 * Video previews and the demo game pages come from the platform, so it may also serve media and frames.
 * `prematchOrigin`: where the mini-frontends live (their manifests are fetched, their styles linked).
 * `chatOrigin`: the chat provider's (its script asks it for the unread count and links its stylesheet).
 */
export const contentSecurityPolicy = (
  nonce: string,
  platformOrigin: string,
  reportingOrigin: string | null = null,
  prematchOrigin = platformOrigin,
  chatOrigin = platformOrigin,
): string => {
  const platformSocket = platformOrigin.replace(/^http/, 'ws');
  // Each origin besides the platform's once.
  const others = [...new Set([prematchOrigin, chatOrigin])]
    .filter((origin) => origin !== platformOrigin)
    .map((origin) => ` ${origin}`)
    .join('');
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    `style-src 'self' ${platformOrigin}${others}`,
    `img-src 'self' data: ${platformOrigin}`,
    `connect-src 'self' ${platformOrigin} ${platformSocket}${others}${reportingOrigin === null ? '' : ` ${reportingOrigin}`}`,
    `media-src 'self' ${platformOrigin}`,
    `frame-src 'self' ${platformOrigin}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    // No page of the portal is ever framed, not even by itself (a frame of its own that followed a link to a portal page would hold a second portal).
    "frame-ancestors 'none'",
    "require-trusted-types-for 'script'",
    `trusted-types ${TRUSTED_TYPES_POLICIES.join(' ')}`,
    // report-to for browsers with the Reporting API (with the Reporting-Endpoints header), report-uri for the rest.
    `report-to ${CSP_REPORT_GROUP}`,
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
};

/** The origin error reports are sent to, from the configured DSN (`https://key@host/project`). */
export const errorReportingOrigin = (dsn: string | undefined): string | null => {
  if (dsn === undefined || dsn.trim() === '') return null;
  try {
    return new URL(dsn).origin;
  } catch {
    return null;
  }
};

/** The Reporting-Endpoints header that names the policy's report-to group. */
export const REPORTING_ENDPOINTS = `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"`;
