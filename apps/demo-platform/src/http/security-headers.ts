// Headers every answer carries: no content sniffing, no referrer to other sites, and no framing,
// except the demo game pages, which the portal frames (only the configured portal origins may).
import type { MiddlewareHandler } from 'hono';

export const securityHeaders =
  (framablePrefixes: readonly string[], portalOrigins: readonly string[]): MiddlewareHandler =>
  async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'no-referrer');
    if (framablePrefixes.some((prefix) => c.req.path.startsWith(prefix))) {
      headers.set('Content-Security-Policy', `frame-ancestors 'self' ${portalOrigins.join(' ')}`.trim());
    } else {
      headers.set('Content-Security-Policy', "frame-ancestors 'none'");
      headers.set('X-Frame-Options', 'DENY');
    }
  };
