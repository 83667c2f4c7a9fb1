// The methods a page answers and what becomes of the others, before React Router. Pages take GET and
// HEAD. React Router answers POST, PUT, PATCH and DELETE on a page without an action with a 405 that
// runs the loaders, so its error page has the chrome; a method it does not know at all (PROPFIND,
// TRACE …) it answered without running any loader, not even the root's: an error page with no
// header and menus. Those are asked of it as a POST, to get the same 405 page. OPTIONS is no error:
// it is answered here with the methods a page takes. Every 405 says them too (Allow).

/** What a page takes. */
export const ALLOWED_METHODS = 'GET, HEAD';

const ROUTER_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** The request to hand React Router, or the answer given without it. */
export const routerRequestOf = (request: Request): Request | Response => {
  const method = request.method.toUpperCase();
  if (method === 'OPTIONS') return new Response(null, { status: 204, headers: { Allow: ALLOWED_METHODS } });
  if (ROUTER_METHODS.has(method)) return request;
  return new Request(request.url, { method: 'POST', headers: request.headers, signal: request.signal });
};
