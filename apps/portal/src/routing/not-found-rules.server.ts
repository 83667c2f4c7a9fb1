// What the server answers for an address that is no page (part 1 §2): an old address the route
// rules redirect (301, the operator moved it for good), otherwise a real 404 with the spec's
// message 'Page Not Found: {path}'. `pageNotFound` is the route-level check of the same rule for
// pages whose address matched but whose content does not exist (an unknown slug).
import { data, redirect, type RouterContextProvider } from 'react-router';
import { HttpErrorText, localisedPath, stripLocalePrefix } from '@casino/core';
import { pageRequestOf } from '../request-context.server.ts';
import { routeRuleLocation } from './route-rules.server.ts';
import { routingConfigContext } from './routing-context.ts';

interface NotFoundData {
  /** The spec's text, for logs and tests (the page shows its own translated words). */
  readonly message: string;
}

/** Throws the 404 of a page whose address matched but whose content is missing (the validate hook). */
export const pageNotFound = (pathname: string): never => {
  throw data({ message: HttpErrorText.pageNotFound(pathname) } satisfies NotFoundData, { status: 404 });
};

export const notFoundLoader = async ({ request, context }: { request: Request; context: Pick<RouterContextProvider, 'get'> }) => {
  const page = pageRequestOf(context);
  const { url } = page;
  const routing = context.get(routingConfigContext);
  if (request.method === 'GET' || request.method === 'HEAD') {
    // The old address is looked up as it is (published content, whatever its /preview), without its
    // language: the operator's rules name Czech paths, and /en/hry is the English visitor's /hry.
    const { locale, pathname } = stripLocalePrefix(url.pathname);
    const location = await routeRuleLocation(pathname, { page: { run: page.run }, routing });
    if (location !== null) throw redirect(locale === null || !location.startsWith('/') ? location : localisedPath(location, locale), 301);
  }
  return pageNotFound(url.pathname);
};
