// Finding 6: a notification socket lives no longer than the gateway session it connected with. A
// gateway logout closes that session's sockets (not the player's other sessions'); a logout of all
// sessions first tells every page (LOGOUT), then closes all of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasePath, GatewayPath, NOTIFICATION_TOPIC } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '../../src/index.ts';
import { miniWorld } from '../fixtures/mini-world.ts';
import { createCookieClient, loginAs, type CookieClient } from '../support/http-client.ts';
import { sleep, stompConnect, stompSocket, type RawSocket } from '../support/raw-sockets.ts';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ world: miniWorld() });
});
afterAll(() => platform.close());

const subscribed = async (client: CookieClient): Promise<RawSocket> => {
  const login = await loginAs(client, 'demo');
  const socket = await stompSocket(platform.origin);
  socket.send(stompConnect(String(login.body['notificationToken'])));
  socket.send(`SUBSCRIBE\nid:sub-0\ndestination:${NOTIFICATION_TOPIC}\nreceipt:r1\n\n\u0000`);
  while (!socket.received.some((text) => text.startsWith('RECEIPT'))) await sleep(10);
  return socket;
};

const isOpen = (socket: RawSocket) => socket.ws.readyState === socket.ws.OPEN;

describe('logout and notification sockets', () => {
  it('a gateway logout closes the sockets of that session only', async () => {
    const here = createCookieClient(platform.origin);
    const elsewhere = createCookieClient(platform.origin);
    const mine = await subscribed(here);
    const other = await subscribed(elsewhere);
    await here.post(`${BasePath.gateway}${GatewayPath.logout}`, {});
    expect((await mine.closed).code).toBe(1000);
    expect(isOpen(other)).toBe(true);
    // Nothing reaches the closed socket any more; the other session still hears.
    platform.realtime.notifications.notify('demo', { type: 'BONUS', bonusId: 'b-1' });
    await sleep(50);
    expect(other.received.some((text) => text.includes('"bonusId":"b-1"'))).toBe(true);
    other.ws.close();
  });

  it('a logout of all sessions delivers LOGOUT, then closes every socket of the player', async () => {
    const first = createCookieClient(platform.origin);
    const second = createCookieClient(platform.origin);
    const one = await subscribed(first);
    const two = await subscribed(second);
    await first.post('/platform/logout', { allSessions: 1, invalidateRememberMe: 0 });
    await Promise.all([one.closed, two.closed]);
    for (const socket of [one, two]) expect(socket.received.some((text) => text.includes('"type":"LOGOUT"'))).toBe(true);
  });
});
