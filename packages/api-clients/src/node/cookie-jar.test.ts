// The cookie jar against a real local server: it sends back what it was given, forgets expired and
// cleared cookies, drops session cookies as a closed browser does, and keeps a bounded record.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCookieJar, RECORDED_CALLS } from './cookie-jar.ts';

let server: Server;
let origin: string;
let received: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request.headers.cookie ?? '');
    const url = new URL(request.url ?? '/', 'http://x');
    const set = url.searchParams.getAll('set');
    if (set.length > 0) response.setHeader('set-cookie', set);
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const setting = (...cookies: string[]) => `${origin}/?${cookies.map((cookie) => `set=${encodeURIComponent(cookie)}`).join('&')}`;

describe('cookie jar', () => {
  it('sends back the cookies it was given, HttpOnly ones too, unless credentials is omit', async () => {
    const jar = createCookieJar();
    await jar.fetch(setting('a=1; HttpOnly; Path=/', 'b=2; Max-Age=60'));
    received = [];
    await jar.fetch(origin);
    await jar.fetch(origin, { credentials: 'omit' });
    expect(received).toEqual(['a=1; b=2', '']);
  });

  it('forgets a cookie that expires, and one the server clears', async () => {
    let now = 1_000_000;
    const jar = createCookieJar(() => now);
    await jar.fetch(setting('short=1; Max-Age=10', 'gone=1; Path=/'));
    await jar.fetch(setting('gone=; Max-Age=0'));
    expect([...jar.cookies().keys()]).toEqual(['short']);
    now += 11_000;
    expect(jar.cookies().size).toBe(0);
  });

  it('drops session cookies and keeps persistent ones, as closing the browser does', async () => {
    const jar = createCookieJar();
    await jar.fetch(setting('session=1', 'remember=1; Max-Age=1209600', 'dated=1; Expires=Wed, 01 Jan 2099 00:00:00 GMT'));
    jar.dropSessionCookies();
    expect([...jar.cookies().keys()].sort()).toEqual(['dated', 'remember']);
  });

  it('keeps a bounded record of the latest calls', async () => {
    const jar = createCookieJar();
    for (let call = 0; call < RECORDED_CALLS + 5; call += 1) await jar.fetch(`${origin}/?n=${call}`);
    const calls = jar.calls();
    expect(calls).toHaveLength(RECORDED_CALLS);
    expect(calls.at(-1)?.url).toBe(`${origin}/?n=${RECORDED_CALLS + 4}`);
  });
});
