// What becomes of a request's method before React Router: OPTIONS is answered with the methods a page
// takes, the methods React Router answers pass as they are, any other is asked as a POST (whose 405
// runs the loaders: the error page in the chrome), never with a body.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOWED_METHODS, routerRequestOf } from './page-methods.ts';

const ROUTER_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
const token = fc.stringMatching(/^[A-Z][A-Z-]{0,11}$/);

describe('a page request’s method', () => {
  it('answers OPTIONS itself with the methods a page takes', () => {
    const answer = routerRequestOf(new Request('http://portal.test/vyrobci', { method: 'OPTIONS' }));
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(204);
    expect((answer as Response).headers.get('Allow')).toBe(ALLOWED_METHODS);
  });

  it('hands React Router its own methods as they are, and any other as a POST to the same address with the same headers', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...ROUTER_METHODS), token), fc.webPath(), (method, path) => {
        fc.pre(method !== 'OPTIONS');
        const request = new Request(`http://portal.test${path}`, { method, headers: { 'Accept-Language': 'cs', Cookie: 'theme=light' } });
        const handed = routerRequestOf(request);
        if (!(handed instanceof Request)) return false;
        if (ROUTER_METHODS.includes(method)) return handed === request;
        return (
          handed.method === 'POST' &&
          handed.url === request.url &&
          handed.headers.get('Cookie') === 'theme=light' &&
          handed.headers.get('Accept-Language') === 'cs' &&
          handed.body === null
        );
      }),
    );
  });
});
