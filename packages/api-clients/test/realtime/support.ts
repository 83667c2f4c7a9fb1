// Shared set-up of the real-time tests: the demo platform's hub and STOMP broker on a loopback port,
// a live-feed client that keeps its own table list the way the app does (init replaces, updateTable
// merges, through core), and waiting helpers.
import { applyTableUpdate, type LiveTable } from '@casino/core';
import { startRealtimeServer, type StandaloneRealtime } from '@casino/demo-platform/realtime';
import { generateWorld } from '@casino/demo-data';
import { LiveFeedClient, type LiveFeedEvent, type LiveFeedOptions } from '../../src/live-feed/live-feed-client.ts';

export const liveTables = (): readonly LiveTable[] => generateWorld({ seed: 7, size: 600 }).liveTables;

export const startHub = (overrides: Partial<Parameters<typeof startRealtimeServer>[0]> = {}): Promise<StandaloneRealtime> =>
  startRealtimeServer({
    liveTables: liveTables(),
    resolveNotificationToken: (token) => (token === 'token-demo' ? 'demo' : null),
    updateIntervalMs: 20,
    ...overrides,
  });

/** A live-feed client plus the table list it maintains and the events it saw. */
export class FeedProbe {
  tables: readonly LiveTable[] = [];
  readonly events: LiveFeedEvent[] = [];
  readonly client: LiveFeedClient;

  constructor(options: LiveFeedOptions) {
    this.client = new LiveFeedClient(options);
    this.client.subscribe((event) => {
      this.events.push(event);
      if (event.type === 'init') this.tables = event.tables;
      if (event.type === 'updateTable') this.tables = applyTableUpdate(this.tables, event.update);
    });
  }

  count(type: LiveFeedEvent['type']): number {
    return this.events.filter((event) => event.type === type).length;
  }
}

/** Polls a condition every 10 ms until it holds or the time is up; returns whether it held. */
export const eventually = async (condition: () => boolean, withinMs: number): Promise<boolean> => {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (condition()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return condition();
};

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const canonical = (tables: readonly LiveTable[]) => JSON.stringify([...tables].sort((a, b) => a.ImsGameCode.localeCompare(b.ImsGameCode)));

/**
 * The client's list equals the server's. The server keeps changing while the comparison runs, so
 * the feed is paused for the comparison and resumed afterwards.
 */
export const converges = async (hub: StandaloneRealtime, probe: FeedProbe, withinMs: number): Promise<boolean> => {
  hub.realtime.feed.stop();
  try {
    return await eventually(() => canonical(probe.tables) === canonical(hub.realtime.feed.tables()), withinMs);
  } finally {
    hub.realtime.feed.start();
  }
};

/** Collects unhandled rejections and uncaught errors during a test file. */
export const watchUnhandled = () => {
  const seen: unknown[] = [];
  const onRejection = (reason: unknown) => seen.push(reason);
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onRejection);
  return {
    seen,
    stop: () => {
      process.off('unhandledRejection', onRejection);
      process.off('uncaughtException', onRejection);
    },
  };
};
