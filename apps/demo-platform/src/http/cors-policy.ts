// Cross-origin reads with credentials only for the portal origins the platform is configured with
// (the operator's portal in production; the local portal on 4173 here). A foreign origin, `null`
// included, gets no CORS headers at all, so the browser keeps its answers from that page.
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';

/** Where `npm start` serves the portal: localhost and 127.0.0.1 are different origins to a browser. */
export const DEFAULT_PORTAL_ORIGINS: readonly string[] = ['http://localhost:4173', 'http://127.0.0.1:4173'];

/** `PORTAL_ORIGINS=https://a.example,https://b.example` → the list, each checked to be an origin. */
export const parseOriginList = (value: string): string[] =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      const origin = new URL(entry).origin;
      if (origin === 'null' || origin !== entry.replace(/\/$/, '')) throw new Error(`not an origin: ${entry}`);
      return origin;
    });

export const corsPolicy = (allowedOrigins: readonly string[]): MiddlewareHandler => {
  const allowed = new Set(allowedOrigins);
  const withHeaders = cors({ origin: (origin) => (allowed.has(origin) ? origin : null), credentials: true, maxAge: 600 });
  // hono's cors would still send Allow-Credentials to any origin: foreign requests skip it entirely.
  return (c, next) => (allowed.has(c.req.header('origin') ?? '') ? withHeaders(c, next) : next());
};
