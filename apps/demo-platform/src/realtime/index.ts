// Real-time side of the demo platform: the live-table hub (SignalR) and player notifications
// (STOMP over WebSocket), with their test switches under /__test/realtime/.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hono } from 'hono';
import { BasePath, type InAppNotification, type LiveTable } from '@casino/core';
import { LiveFeed } from './live-feed.ts';
import { SignalRHub, type CorruptionKind } from './signalr/hub-server.ts';
import { StompServer } from './stomp/stomp-server.ts';
import type { TransportName } from './signalr/hub-client.ts';

export interface RealtimeOptions {
  readonly liveTables: readonly LiveTable[];
  /** The player a notification token belongs to (the gateway hands tokens out). */
  readonly resolveNotificationToken: (token: string) => string | null;
  readonly seed?: number;
  /** Live-feed update interval, default 250 ms. */
  readonly updateIntervalMs?: number;
  /** Hub keep-alive ping interval, default 15 s. */
  readonly keepAliveMs?: number;
  /** Required hub access token, if any. */
  readonly hubAccessToken?: string | null;
  /** STOMP heart-beat offer, default 10 s. */
  readonly stompHeartbeatMs?: number;
}

export interface Realtime {
  readonly app: Hono;
  readonly hub: SignalRHub;
  readonly feed: LiveFeed;
  readonly notifications: StompServer;
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  close(): void;
}

export const createRealtime = (options: RealtimeOptions): Realtime => {
  let feed: LiveFeed | null = null;
  const hub = new SignalRHub({
    path: BasePath.liveHub,
    keepAliveMs: options.keepAliveMs,
    accessToken: options.hubAccessToken,
    onConnected: (client) => feed?.greet(client),
  });
  feed = new LiveFeed(hub, options.liveTables, { seed: options.seed, intervalMs: options.updateIntervalMs });
  feed.start();
  const notifications = new StompServer({
    path: BasePath.notifications,
    resolveToken: options.resolveNotificationToken,
    heartbeatMs: options.stompHeartbeatMs,
  });

  const app = new Hono();
  app.route('/', hub.app);
  app.get('/__test/realtime/tables', (c) => c.json(feed.tables()));
  app.post('/__test/realtime/drop', (c) => {
    hub.dropAll();
    notifications.dropAll();
    return c.json({ ok: true });
  });
  app.post('/__test/realtime/hub/stop', (c) => {
    hub.stop();
    return c.json({ ok: true });
  });
  app.post('/__test/realtime/hub/start', (c) => {
    hub.start();
    return c.json({ ok: true });
  });
  app.post('/__test/realtime/notifications/stop', (c) => {
    notifications.stop();
    return c.json({ ok: true });
  });
  app.post('/__test/realtime/notifications/start', (c) => {
    notifications.start();
    return c.json({ ok: true });
  });
  app.post('/__test/realtime/faults', async (c) => {
    const body = (await c.req.json()) as {
      delayMs?: number;
      corruptNext?: number;
      corruptKind?: CorruptionKind;
      refusedTransports?: TransportName[];
    };
    hub.faults.delayMs = body.delayMs ?? 0;
    hub.faults.corruptNext = body.corruptNext ?? 0;
    hub.faults.corruptKind = body.corruptKind ?? 'payload';
    hub.faults.refusedTransports = new Set(body.refusedTransports ?? []);
    notifications.faults.delayMs = body.delayMs ?? 0;
    notifications.faults.corruptNext = body.corruptNext ?? 0;
    return c.json({ ok: true });
  });
  app.post('/__test/realtime/notify', async (c) => {
    const { username, notification } = (await c.req.json()) as { username: string; notification: InAppNotification };
    return c.json({ delivered: notifications.notify(username, notification) });
  });

  return {
    app,
    hub,
    feed,
    notifications,
    handleUpgrade: (request, socket, head) =>
      hub.handleUpgrade(request, socket, head) || notifications.handleUpgrade(request, socket, head),
    close: () => {
      feed.stop();
      hub.close();
      notifications.close();
    },
  };
};
export { startRealtimeServer, type StandaloneRealtime } from './standalone.ts';
