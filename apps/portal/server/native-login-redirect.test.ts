import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { COOKIE_NATIVE_LOGIN, COOKIE_NATIVE_LOGIN_SECONDS } from '@casino/core';
import { nativeLoginRedirect } from './native-login-redirect.ts';
import { securityHeaders } from './security-headers.ts';

const app = (publicOrigins: readonly string[] = []) => {
  const hono = new Hono();
  hono.use(securityHeaders({ publicOrigins, hstsMaxAgeSeconds: 0 }));
  hono.use('*', nativeLoginRedirect({ publicOrigins }));
  hono.all('*', (c) => c.text('page'));
  return hono;
};

describe('the native login redirect (part 1 §2, §4)', () => {
  it('answers an address with credentials by a 303 to it without them, the credentials in a cookie of a minute, nothing stored, no Referer', async () => {
    const response = await app().request('http://localhost:4173/uzivatel/oblibene?nativeapp=1&username=demo&token=abc%26d&app=casino');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/uzivatel/oblibene?nativeapp=1&app=casino');
    expect(response.headers.get('Set-Cookie')).toBe(
      `${COOKIE_NATIVE_LOGIN}=username%3Ddemo%26token%3Dabc%2526d; Path=/; Max-Age=${COOKIE_NATIVE_LOGIN_SECONDS}; SameSite=Lax`,
    );
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Referrer-Policy')).toBe('no-referrer');
    expect(await response.text()).toBe('');
  });

  it('takes a half out too (the login then refuses it), and never sends the browser to another host', async () => {
    const response = await app().request('http://localhost:4173//evil.example/x?token=abc');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/evil.example/x');
  });

  it('the cookie is Secure where the portal is public over https', async () => {
    const response = await app(['https://kasino.example']).request('http://kasino.example/en?username=a&token=b');
    expect(response.headers.get('Set-Cookie')).toMatch(/; Secure$/);
  });

  it('renders every other address, and a client navigation’s data request, as it is', async () => {
    for (const address of ['http://localhost:4173/?nativeapp=1', 'http://localhost:4173/uzivatel/oblibene.data?username=a&token=b']) {
      const response = await app().request(address);
      expect(response.status).toBe(200);
      expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    }
  });
});
