// Requests that change something (every method but GET, HEAD and OPTIONS) are taken only from the
// portal origins the platform is configured with and from its own pages, and only as JSON: a foreign
// page can send a `text/plain` form or a no-cors fetch with the visitor's cookies (login CSRF) but can
// neither choose its Origin nor send application/json across sites without a preflight, which CORS
// refuses it. A request without Origin passes unless the browser says it is cross-site: browsers send
// Origin on such requests, tools (the portal's server, curl) send neither header.
import type { MiddlewareHandler } from 'hono';
import { ownOriginsOf, type OwnHosts } from './own-hosts.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SAME_SITE = new Set(['same-origin', 'same-site', 'none']);

const isJson = (contentType: string | undefined) => /^application\/json\s*(;|$)/i.test(contentType ?? '');
const hasBody = (length: string | undefined, transferEncoding: string | undefined) => transferEncoding !== undefined || Number(length ?? 0) > 0;

export const crossSiteGuard = (portalOrigins: readonly string[], ownHosts: OwnHosts, anyBodyPrefixes: readonly string[]): MiddlewareHandler => {
  const portal = new Set(portalOrigins);
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    const trusted =
      origin === undefined ? fetchSite === undefined || SAME_SITE.has(fetchSite) : portal.has(origin) || ownOriginsOf(ownHosts()).includes(origin);
    if (!trusted) return c.json({ message: 'Cross-site requests that change state are refused' }, 403);
    // SignalR's long polling posts its frames as text; the hub checks them itself.
    const bodyMayBeAnything = anyBodyPrefixes.some((prefix) => c.req.path.startsWith(prefix));
    if (!bodyMayBeAnything && hasBody(c.req.header('content-length'), c.req.header('transfer-encoding')) && !isJson(c.req.header('content-type'))) {
      return c.json({ message: 'Requests that change state take application/json only' }, 403);
    }
    return next();
  };
};
