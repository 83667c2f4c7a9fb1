// The test switches answer their own origin only: a page on another origin that a tester happens to
// have open must not read the request log or switch faults on through the tester's browser.
import type { MiddlewareHandler } from 'hono';

export const sameOriginOnly = (): MiddlewareHandler => async (c, next) => {
  const origin = c.req.header('origin');
  // Tools (curl, Node's fetch, Playwright's request context) send no Origin; browsers always do on
  // cross-origin requests, so an absent Origin is never a foreign page.
  if (origin !== undefined && origin !== new URL(c.req.url).origin) {
    return c.json({ message: 'The test switches answer requests of their own origin only' }, 403);
  }
  return next();
};
