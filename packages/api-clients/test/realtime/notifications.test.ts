// Player notifications against the demo platform's STOMP broker, with the real @stomp/stompjs client.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InAppNotification } from '@casino/core';
import type { StandaloneRealtime } from '@casino/demo-platform/realtime';
import { NotificationsClient, type NotificationsEvent } from '../../src/notifications/notifications-client.ts';
import { eventually, sleep, startHub, watchUnhandled } from './support.ts';

const unhandled = watchUnhandled();
let server: StandaloneRealtime;
const clients: NotificationsClient[] = [];

const connect = (token = 'token-demo') => {
  const client = new NotificationsClient({ brokerUrl: `${server.origin.replace('http', 'ws')}/notifications`, notificationToken: token, heartbeatMs: 500 });
  const events: NotificationsEvent[] = [];
  client.subscribe((event) => events.push(event));
  clients.push(client);
  client.start();
  return { client, events, count: (type: NotificationsEvent['type']) => events.filter((e) => e.type === type).length };
};

const balance: InAppNotification = { type: 'BALANCE', balance: { type: 'casino_gaming', amount: 1234.5, currencyCode: 'CZK' } };

beforeAll(async () => {
  server = await startHub({ stompHeartbeatMs: 500 });
});
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.stop()));
  server.realtime.notifications.start();
  server.realtime.notifications.faults.corruptNext = 0;
});
afterAll(async () => {
  await server.close();
  unhandled.stop();
  expect(unhandled.seen).toEqual([]);
});

describe('notifications', () => {
  it('subscribes for the logged-in player and receives decoded notifications', async () => {
    const probe = connect();
    expect(await eventually(() => server.realtime.notifications.subscribers().includes('demo'), 2000)).toBe(true);
    expect(server.realtime.notifications.notify('demo', balance)).toBe(1);
    expect(await eventually(() => probe.count('notification') === 1, 2000)).toBe(true);
    expect(probe.events.find((e) => e.type === 'notification')).toEqual({ type: 'notification', notification: balance });
  });

  it('reports a malformed message and keeps the subscription', async () => {
    const probe = connect();
    await eventually(() => server.realtime.notifications.subscribers().includes('demo'), 2000);
    server.realtime.notifications.faults.corruptNext = 1;
    server.realtime.notifications.notify('demo', balance);
    server.realtime.notifications.notify('demo', { type: 'LOGOUT' });
    expect(await eventually(() => probe.count('invalidPayload') === 1 && probe.count('notification') === 1, 2000)).toBe(true);
  });

  it('restores the subscription after the server stops and comes back, and the next notification arrives', async () => {
    const probe = connect();
    await eventually(() => probe.count('connected') === 1, 2000);
    server.realtime.notifications.stop();
    expect(await eventually(() => probe.count('disconnected') === 1, 2000)).toBe(true);
    await sleep(300);
    server.realtime.notifications.start();
    expect(await eventually(() => probe.count('connected') === 2, 3000)).toBe(true);
    expect(await eventually(() => server.realtime.notifications.notify('demo', { type: 'BONUS', bonusId: 'b-1' }) === 1, 2000)).toBe(true);
    expect(await eventually(() => probe.count('notification') === 1, 2000)).toBe(true);
  });

  it('gives up after 2 retries at 1000 ms when the server stays down', async () => {
    const probe = connect();
    await eventually(() => probe.count('connected') === 1, 2000);
    server.realtime.notifications.stop();
    expect(await eventually(() => probe.count('closed') === 1, 5000)).toBe(true);
    expect(probe.events.at(-1)).toMatchObject({ type: 'closed', error: expect.stringContaining('2 retries') });
  });

  it('is refused with an unknown notification token', async () => {
    const probe = connect('nobody');
    expect(await eventually(() => probe.count('closed') === 1, 3000)).toBe(true);
    expect(probe.count('connected')).toBe(0);
  });
});
