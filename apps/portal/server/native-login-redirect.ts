// A native launch's address carries the player's username and a one-use token (part 1 §2, §4). They
// must not stay where an address goes: the browser's history, the Referer of the page's requests,
// the address bar, a CSP report's document address, a shared screenshot. So the server answers such
// an address, before any render and without logging it, with a 303 to the same address without
// them, and hands them to the page as a cookie of a minute that the page's runtime reads once and
// removes (runtime/browser/native-login.ts). The redirect is never stored, and sends no Referer of
// its own; the page that follows never had them in its address, so nothing can leak them later.
import type { MiddlewareHandler } from 'hono';
import { COOKIE_NATIVE_LOGIN, COOKIE_NATIVE_LOGIN_SECONDS, nativeHandoff } from '@casino/core';
import { publicOriginOf, type PublicOrigins } from '../src/public-origin.ts';

/** Only pages (a client navigation's `.data` request never comes from a native launch's address). */
const isPageRequest = (method: string, pathname: string): boolean => (method === 'GET' || method === 'HEAD') && !pathname.endsWith('.data');

export const nativeLoginRedirect =
  ({ publicOrigins }: { readonly publicOrigins: PublicOrigins }): MiddlewareHandler =>
  async (c, next) => {
    const url = new URL(c.req.url);
    const handoff = isPageRequest(c.req.method, url.pathname) ? nativeHandoff(url.searchParams) : null;
    if (handoff === null) return next();
    const secure = publicOriginOf(url, publicOrigins).startsWith('https:') ? '; Secure' : '';
    return new Response(null, {
      status: 303,
      headers: {
        // A path of this site (the same one), never another host: `//x` would name one.
        Location: `/${url.pathname.replace(/^\/+/, '')}${handoff.search}`,
        'Set-Cookie': `${COOKIE_NATIVE_LOGIN}=${encodeURIComponent(handoff.credentials)}; Path=/; Max-Age=${COOKIE_NATIVE_LOGIN_SECONDS}; SameSite=Lax${secure}`,
        'Cache-Control': 'no-store',
        'Referrer-Policy': 'no-referrer',
      },
    });
  };
