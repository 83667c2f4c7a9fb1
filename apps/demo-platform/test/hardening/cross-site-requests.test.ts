// Issue 21, finding 14 and the test switches' part of 17: a foreign page must not change anything on
// the platform through a visitor's browser. State-changing requests take only application/json from
// the configured portal origins or the platform's own (a request with no Origin only when it is not a
// cross-site browser request); the test switches also check the Host a request was sent to, so a
// DNS-rebinding page (its own name resolving to 127.0.0.1, Origin and Host both its own) is refused.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasePath, GatewayPath } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '../../src/index.ts';
import { miniWorld } from '../fixtures/mini-world.ts';
import { createCookieClient } from '../support/http-client.ts';

const PORTAL = 'https://portal.example';
let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ world: miniWorld(), allowedOrigins: [PORTAL], testSwitches: true, loginLimits: false });
});
afterAll(() => platform.close());

const LOGIN = { username: 'novy', password: 'demo' };
const loginWith = (headers: Record<string, string>, body = JSON.stringify(LOGIN)) => {
  const client = createCookieClient(platform.origin);
  return client.fetch('/platform/login', { method: 'POST', headers, body }).then(async (response) => ({
    status: response.status,
    loggedIn: client.cookie('platform_session') !== undefined,
  }));
};

/** A request whose Host header says another name (fetch cannot set Host). */
const withHost = (path: string, host: string, headers: Record<string, string> = {}) =>
  new Promise<number>((resolve, reject) => {
    const url = new URL(path, platform.origin);
    const sent = httpRequest({ host: url.hostname, port: url.port, path: url.pathname, method: 'GET', headers: { ...headers, host } }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    sent.on('error', reject);
    sent.end();
  });

describe('a login from another site', () => {
  it('is refused for a text/plain form post from a foreign page', async () => {
    const answer = await loginWith({ 'content-type': 'text/plain', origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(answer).toEqual({ status: 403, loggedIn: false });
  });

  it('is refused for JSON from a foreign origin, and for text/plain from the portal', async () => {
    expect(await loginWith({ 'content-type': 'application/json', origin: 'https://evil.example' })).toEqual({ status: 403, loggedIn: false });
    expect(await loginWith({ 'content-type': 'text/plain', origin: PORTAL })).toEqual({ status: 403, loggedIn: false });
  });

  it('is refused without Origin when the browser says the request is cross-site', async () => {
    expect(await loginWith({ 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' })).toEqual({ status: 403, loggedIn: false });
  });
});

describe('a login the platform expects', () => {
  it('passes as JSON from a portal origin, from the same site without Origin, and from a tool', async () => {
    expect(await loginWith({ 'content-type': 'application/json', origin: PORTAL })).toEqual({ status: 200, loggedIn: true });
    expect(await loginWith({ 'content-type': 'application/json; charset=utf-8', 'sec-fetch-site': 'same-site' })).toEqual({ status: 200, loggedIn: true });
    expect(await loginWith({ 'content-type': 'application/json' })).toEqual({ status: 200, loggedIn: true });
  });

  it('takes a body-less POST (a logout) from a portal origin', async () => {
    const response = await fetch(`${platform.origin}${BasePath.gateway}${GatewayPath.logout}`, { method: 'POST', headers: { origin: PORTAL } });
    expect(response.status).not.toBe(403);
  });
});

describe('the test switches', () => {
  it('refuse a request sent to another host name, even with a matching Origin', async () => {
    const rebound = 'evil.example:' + new URL(platform.origin).port;
    expect(await withHost('/__test/requests', rebound, { origin: `http://${rebound}` })).toBe(403);
    expect(await withHost('/__test/requests', rebound)).toBe(403);
    expect(await withHost('/__test/requests', new URL(platform.origin).host)).toBe(200);
  });
});
