// The live feed against the real demo hub on loopback, with the real @microsoft/signalr client.
import { HttpTransportType, HubConnectionState } from '@microsoft/signalr';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HUB_RECONNECT_DELAYS_MS } from '@casino/core';
import type { StandaloneRealtime } from '@casino/demo-platform/realtime';
import { FeedProbe, converges, eventually, sleep, startHub, watchUnhandled } from './support.ts';

const unhandled = watchUnhandled();
let hub: StandaloneRealtime;
const probes: FeedProbe[] = [];

const connect = async (options: Partial<ConstructorParameters<typeof FeedProbe>[0]> = {}) => {
  const probe = new FeedProbe({ url: `${hub.origin}/hubs/live`, ...options });
  probes.push(probe);
  await probe.client.start();
  return probe;
};

beforeAll(async () => {
  hub = await startHub();
});
afterEach(async () => {
  await Promise.all(probes.splice(0).map((probe) => probe.client.stop()));
  hub.realtime.hub.faults.corruptNext = 0;
  hub.realtime.hub.faults.refusedTransports.clear();
  hub.realtime.hub.start();
});
afterAll(async () => {
  await hub.close();
  unhandled.stop();
  expect(unhandled.seen).toEqual([]);
});

describe('live feed', () => {
  it('receives init with every table, then updates that keep it equal to the server', async () => {
    const probe = await connect();
    expect(await eventually(() => probe.count('init') === 1, 2000)).toBe(true);
    expect(probe.tables.length).toBe(hub.realtime.feed.tables().length);
    expect(await eventually(() => probe.count('updateTable') >= 20, 2000)).toBe(true);
    expect(await converges(hub, probe, 2000)).toBe(true);
  });

  it.each([
    ['WebSockets', HttpTransportType.WebSockets],
    ['ServerSentEvents', HttpTransportType.ServerSentEvents],
    ['LongPolling', HttpTransportType.LongPolling],
  ])('works over %s alone', async (_, transport) => {
    const probe = await connect({ transports: transport });
    expect(await eventually(() => probe.count('updateTable') >= 10, 3000)).toBe(true);
    expect(await converges(hub, probe, 2000)).toBe(true);
  });

  it('falls back to server-sent events, then long polling, when the better transports fail', async () => {
    hub.realtime.hub.faults.refusedTransports = new Set(['WebSockets']);
    const sse = await connect();
    expect(await eventually(() => sse.count('init') === 1, 2000)).toBe(true);
    expect(hub.realtime.hub.clients().find((client) => client.connectionId === sse.client.connection.connectionId)?.transport).toBe('ServerSentEvents');

    hub.realtime.hub.faults.refusedTransports = new Set(['WebSockets', 'ServerSentEvents']);
    const polling = await connect();
    expect(await eventually(() => polling.count('init') === 1, 2000)).toBe(true);
    expect(hub.realtime.hub.clients().find((client) => client.connectionId === polling.client.connection.connectionId)?.transport).toBe('LongPolling');
  });

  it('sends DELETE when a long-polling connection stops', async () => {
    const probe = await connect({ transports: HttpTransportType.LongPolling });
    await eventually(() => probe.count('init') === 1, 2000);
    const before = hub.requests.filter((request) => request === 'DELETE /hubs/live').length;
    await probe.client.stop();
    expect(hub.requests.filter((request) => request === 'DELETE /hubs/live').length).toBe(before + 1);
  });

  it('reports a malformed message as an invalid payload, skips it and stays connected', async () => {
    const probe = await connect();
    await eventually(() => probe.count('init') === 1, 2000);
    hub.realtime.hub.faults.corruptKind = 'payload';
    hub.realtime.hub.faults.corruptNext = 3;
    expect(await eventually(() => probe.count('invalidPayload') === 3, 2000)).toBe(true);
    hub.realtime.hub.faults.corruptKind = 'json';
    hub.realtime.hub.faults.corruptNext = 2;
    expect(await eventually(() => probe.count('invalidPayload') === 5, 2000)).toBe(true);
    expect(probe.client.state).toBe(HubConnectionState.Connected);
    expect(probe.count('reconnecting')).toBe(0);
    expect(await converges(hub, probe, 2000)).toBe(true);
  });

  it('uses the spec reconnect delays: 0, 2, 10, 30 s, then stops', () => {
    const probe = new FeedProbe({ url: `${hub.origin}/hubs/live` });
    const policy = (
      probe.client.connection as unknown as { _reconnectPolicy: { nextRetryDelayInMilliseconds(c: { previousRetryCount: number }): number | null } }
    )._reconnectPolicy;
    const delays = [0, 1, 2, 3, 4].map((previousRetryCount) => policy.nextRetryDelayInMilliseconds({ previousRetryCount }));
    expect(delays).toEqual([...HUB_RECONNECT_DELAYS_MS, null]);
  });

  it('survives 20 dropped connections during a stream of updates', async () => {
    const probe = await connect();
    for (let drop = 1; drop <= 20; drop += 1) {
      await sleep(30);
      hub.realtime.hub.dropAll();
      expect(await eventually(() => probe.count('reconnected') === drop && probe.client.state === HubConnectionState.Connected, 2000)).toBe(true);
      expect(await converges(hub, probe, 2000)).toBe(true);
    }
    // Every reconnect was followed by a fresh init.
    expect(probe.count('init')).toBe(21);
  });

  // Each restart costs the client's 2 s retry in real time: five in a row show that every one is
  // survived alike (twenty cost the serial unit run 40 s for nothing more).
  it('survives 5 hub restarts in a row; the retry after 2 s finds the hub back each time', async () => {
    const probe = await connect();
    for (let restart = 1; restart <= 5; restart += 1) {
      hub.realtime.hub.stop();
      await sleep(100);
      hub.realtime.hub.start();
      // The immediate retry met the stopped hub; the next comes 2 s later.
      expect(await eventually(() => probe.count('reconnected') === restart, 2500)).toBe(true);
      expect(await converges(hub, probe, 2000)).toBe(true);
    }
    expect(probe.count('init')).toBe(6);
  }, 90_000);

  it('accepts the access token as a Bearer header and refuses a wrong one', async () => {
    const secured = await startHub({ hubAccessToken: 'secret' });
    try {
      const ok = new FeedProbe({ url: `${secured.origin}/hubs/live`, accessTokenFactory: () => 'secret', transports: HttpTransportType.LongPolling });
      await ok.client.start();
      expect(await eventually(() => ok.count('init') === 1, 2000)).toBe(true);
      await ok.client.stop();
      const wrong = new FeedProbe({ url: `${secured.origin}/hubs/live`, accessTokenFactory: () => 'wrong' });
      await expect(wrong.client.start()).rejects.toThrow();
    } finally {
      await secured.close();
    }
  });
});
