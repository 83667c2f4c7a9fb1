// Finding 1: the real-time keep-alives with the platform's default options. The hub pings every
// 15 s (not every millisecond), the STOMP broker offers numeric heart-beats, a repeated CONNECT on
// one socket leaves no extra timer behind, and a silent client is dropped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoPlatform, type DemoPlatform } from '../../src/index.ts';
import { miniWorld } from '../fixtures/mini-world.ts';
import { createCookieClient, loginAs } from '../support/http-client.ts';
import { activeTimers, hubSocket, sleep, stompConnect, stompSocket } from '../support/raw-sockets.ts';

let platform: DemoPlatform;
let token: string;
beforeAll(async () => {
  // No realtime options at all: the defaults are what npm start runs with.
  platform = await startDemoPlatform({ world: miniWorld() });
  const client = createCookieClient(platform.origin);
  const login = await loginAs(client, 'demo');
  token = String(login.body['notificationToken']);
});
afterAll(() => platform.close());

describe('real-time keep-alives with the default options', () => {
  it('the hub does not ping a client more than once in 300 ms', async () => {
    const socket = await hubSocket(platform.origin);
    await sleep(300);
    const pings = socket.received
      .join('')
      .split('\u001e')
      .filter((record) => record === '{"type":6}').length;
    expect(pings).toBeLessThanOrEqual(1);
    socket.ws.close();
  });

  it('the broker offers numeric heart-beats and writes no stream of newlines', async () => {
    const socket = await stompSocket(platform.origin);
    socket.send(stompConnect(token, '0,10000'));
    await sleep(300);
    const connected = socket.received.find((text) => text.startsWith('CONNECTED'));
    expect(connected).toMatch(/heart-beat:\d+,\d+/);
    expect(socket.received.filter((text) => text === '\n').length).toBeLessThanOrEqual(1);
    socket.ws.close();
  });

  it('a CONNECT repeated on one socket leaves no timer behind once the socket closes', async () => {
    const before = activeTimers();
    const socket = await stompSocket(platform.origin);
    for (let n = 0; n < 50; n += 1) socket.send(stompConnect(token, '0,1000'));
    await sleep(100);
    socket.ws.close();
    await socket.closed;
    await sleep(100);
    expect(activeTimers()).toBeLessThanOrEqual(before);
  });
});

describe('silent clients', () => {
  let quick: DemoPlatform;
  beforeAll(async () => {
    quick = await startDemoPlatform({ world: miniWorld(), realtime: { stompHeartbeatMs: 50 } });
  });
  afterAll(() => quick.close());

  it('a STOMP client that promised heart-beats and sends none is dropped', async () => {
    const client = createCookieClient(quick.origin);
    const login = await loginAs(client, 'demo');
    const socket = await stompSocket(quick.origin);
    socket.send(stompConnect(String(login.body['notificationToken']), '50,0'));
    const closed = await Promise.race([socket.closed.then(() => true), sleep(3000).then(() => false)]);
    expect(closed).toBe(true);
  });
});
