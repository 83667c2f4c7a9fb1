// Headers every answer carries, pages and files from disk alike (a file served before the page
// handler used to leave without them): no content sniffing, no full address in the Referer to other
// sites, no powerful browser features for the portal or anything it frames, and HSTS where the portal
// is public over https (behind a TLS proxy it sees plain http itself, so its configured public origin
// says which). CSP violation reports go to an endpoint of the portal (csp-report.ts).
import type { MiddlewareHandler } from 'hono';
import { publicOriginOf, type PublicOrigins } from '../src/public-origin.ts';

/** Features nothing on the portal uses; a game or widget asking for them is refused. */
export const PERMISSIONS_POLICY = 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

export interface SecurityHeaderOptions {
  readonly publicOrigins: PublicOrigins;
  /** Seconds of Strict-Transport-Security on https; 0 sends none. */
  readonly hstsMaxAgeSeconds: number;
}

export const securityHeaders =
  ({ publicOrigins, hstsMaxAgeSeconds }: SecurityHeaderOptions): MiddlewareHandler =>
  async (c, next) => {
    await next();
    // Answers of serveStatic and fetch may have immutable headers: the answer is rebuilt around its body.
    const headers = new Headers(c.res.headers);
    headers.set('X-Content-Type-Options', 'nosniff');
    // An answer that set its own keeps it (the native login's redirect sends no Referer at all).
    if (!headers.has('Referrer-Policy')) headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    headers.set('Permissions-Policy', PERMISSIONS_POLICY);
    if (hstsMaxAgeSeconds > 0 && publicOriginOf(new URL(c.req.url), publicOrigins).startsWith('https:')) {
      headers.set('Strict-Transport-Security', `max-age=${hstsMaxAgeSeconds}; includeSubDomains`);
    }
    c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
  };

/** `HSTS_MAX_AGE` in seconds (default a year; 0 turns it off). */
export const hstsMaxAgeFromEnv = (value: string | undefined): number => {
  const seconds = Number(value ?? 31_536_000);
  if (!Number.isInteger(seconds) || seconds < 0) throw new Error(`HSTS_MAX_AGE: not a number of seconds: ${value}`);
  return seconds;
};
