// Real-time side of the demo platform: the live-table hub (SignalR) and player notifications
// (STOMP over WebSocket); their test switches are in realtime-test-switches.ts.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hono } from 'hono';
import { BasePath, type LiveTable } from '@casino/core';
import { LiveFeed } from './live-feed.ts';
import { SignalRHub } from './signalr/hub-server.ts';
import { StompServer } from './stomp/stomp-server.ts';
import type { AddressLimits } from './address-quota.ts';

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
  /** A notification socket must CONNECT within this; default LIMITS.stompConnectTimeoutMs. */
  readonly stompConnectTimeoutMs?: number;
  /** A hub negotiation must connect a transport within this; default LIMITS.negotiationTimeoutMs. */
  readonly negotiationTimeoutMs?: number;
  /** Hub connections and notification sockets per client address; default LIMITS' per-address quotas. */
  readonly perAddress?: AddressLimits;
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
    negotiationTimeoutMs: options.negotiationTimeoutMs,
    perAddress: options.perAddress,
    onConnected: (client) => feed?.greet(client),
  });
  feed = new LiveFeed(hub, options.liveTables, { seed: options.seed, intervalMs: options.updateIntervalMs });
  feed.start();
  const notifications = new StompServer({
    path: BasePath.notifications,
    resolveToken: options.resolveNotificationToken,
    heartbeatMs: options.stompHeartbeatMs,
    connectTimeoutMs: options.stompConnectTimeoutMs,
    perAddress: options.perAddress,
  });

  const app = new Hono();
  app.route('/', hub.app);

  return {
    app,
    hub,
    feed,
    notifications,
    handleUpgrade: (request, socket, head) => hub.handleUpgrade(request, socket, head) || notifications.handleUpgrade(request, socket, head),
    close: () => {
      feed.stop();
      hub.close();
      notifications.close();
    },
  };
};
export { realtimeTestSwitches } from './realtime-test-switches.ts';
export { startRealtimeServer, type StandaloneRealtime } from './standalone.ts';
