// The test switches answer their own origin only: a page on another origin that a tester happens to
// have open must not read the request log or switch faults on through the tester's browser, and a
// page that rebinds its own name to this address must not either (its Host is checked too).
import type { MiddlewareHandler } from 'hono';
import { ownOriginsOf, type OwnHosts } from './own-hosts.ts';

export const sameOriginOnly =
  (ownHosts: OwnHosts): MiddlewareHandler =>
  async (c, next) => {
    const hosts = ownHosts();
    const origin = c.req.header('origin');
    // Tools (curl, Node's fetch, Playwright's request context) send no Origin; browsers always do on
    // cross-origin requests, so an absent Origin is never a foreign page.
    const foreignOrigin = origin !== undefined && !ownOriginsOf(hosts).includes(origin);
    if (!hosts.includes(c.req.header('host') ?? '') || foreignOrigin) {
      return c.json({ message: 'The test switches answer requests of their own origin only' }, 403);
    }
    return next();
  };
