import { describe, expect, it } from 'vitest';
import { NO_STORE, pageCacheControl, PRIVATE_PAGE } from './cache-headers.ts';

describe('page cache headers', () => {
  it('pages and the 404 page are private and revalidated (a nonce of their own, the visitor’s cookies and browser)', () => {
    expect(pageCacheControl(new Response('', { status: 200 }))).toBe(PRIVATE_PAGE);
    expect(pageCacheControl(new Response('', { status: 404 }))).toBe(PRIVATE_PAGE);
  });

  it('a response that sets a cookie, a redirect and an error are never stored', () => {
    expect(pageCacheControl(new Response('', { status: 302, headers: { 'Set-Cookie': 'locale=en' } }))).toBe(NO_STORE);
    expect(pageCacheControl(new Response('', { status: 200, headers: { 'Set-Cookie': 'locale=en' } }))).toBe(NO_STORE);
    expect(pageCacheControl(new Response('', { status: 302 }))).toBe(NO_STORE);
    expect(pageCacheControl(new Response('', { status: 503 }))).toBe(NO_STORE);
  });

  it('a preview page (Draft content) is never stored, not even its 404', () => {
    expect(pageCacheControl(new Response('', { status: 200 }), { preview: true })).toBe(NO_STORE);
    expect(pageCacheControl(new Response('', { status: 404 }), { preview: true })).toBe(NO_STORE);
    expect(pageCacheControl(new Response('', { status: 200 }), { preview: false })).toBe(PRIVATE_PAGE);
  });

  it('a protected page (auth user) is never stored, by a shared cache or the browser', () => {
    expect(pageCacheControl(new Response('', { status: 200 }), { protectedPage: true })).toBe(NO_STORE);
    expect(pageCacheControl(new Response('', { status: 404 }), { protectedPage: true })).toBe(NO_STORE);
    expect(pageCacheControl(new Response('', { status: 200 }), { protectedPage: false })).toBe(PRIVATE_PAGE);
  });
});
