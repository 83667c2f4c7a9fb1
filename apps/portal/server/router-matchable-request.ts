// React Router matches a page's path after decoding it, against patterns whose splat is `(.*)`
// without the `s` flag: a path holding a decoded line terminator (\n, \r, U+2028, U+2029, sent as
// %0A, %0D, %E2%80%A8, %E2%80%A9) matches no route at all, not even the not-found route, and the
// document is rendered without any loader: no words (message ids), no chrome (issue 21, finding 4).
// The browser's router matches the address bar's path the same way, so the server alone cannot
// answer it: such an address is redirected (308, method and body kept) to itself with those escapes
// escaped once more, which both routers decode to plain text that the not-found route matches, so
// the visitor gets the real 404 in the chrome as at any unknown address.
const LINE_TERMINATOR_ESCAPES = /%(?:0a|0d|e2%80%a[89])/gi;

export const routerMatchablePath = (pathname: string): string => pathname.replace(LINE_TERMINATOR_ESCAPES, (escape) => escape.replaceAll('%', '%25'));

/** Where to send a request whose path React Router cannot match (path and query), or null when it can. */
export const routerMatchableLocation = (address: string): string | null => {
  const url = new URL(address);
  const pathname = routerMatchablePath(url.pathname);
  return pathname === url.pathname ? null : `${pathname}${url.search}`;
};
