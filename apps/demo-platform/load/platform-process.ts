// A demo platform in a process of its own, so that the load generator and the server do not share
// an event loop (or a heap: its RSS is the server's alone). Started by run-load.ts with fork();
// answers 'stats' with its memory and open handles.
import { startDemoPlatform } from '../src/index.ts';

const platform = await startDemoPlatform({
  port: 0,
  seed: Number(process.env['SEED'] ?? 1),
  size: Number(process.env['SIZE'] ?? 2000),
  contentCache: process.env['CONTENT_CACHE'] !== '0',
  // The soak logs 200 players in at once from one address; their passwords are right.
  loginLimits: false,
  // Its 200 clients share that address too: SOAK_QUOTAS=1 gives the address room for all of them
  // (the flood's platform keeps the real per-address quotas).
  ...(process.env['SOAK_QUOTAS'] === '1' ? { realtime: { perAddress: { pending: 1000, open: 1000 } } } : {}),
});

export interface PlatformStats {
  readonly rssBytes: number;
  readonly heapUsedBytes: number;
  /** Open handles by kind (TCPSocketWrap, Timeout, …). */
  readonly handles: Record<string, number>;
}

const stats = (): PlatformStats => {
  const handles: Record<string, number> = {};
  for (const kind of process.getActiveResourcesInfo()) handles[kind] = (handles[kind] ?? 0) + 1;
  const memory = process.memoryUsage();
  if (process.env['LOAD_DEBUG']) console.error(JSON.stringify(memory));
  return { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed, handles };
};

process.on('message', (message: unknown) => {
  if (message === 'stats') process.send?.({ stats: stats() });
  if (message === 'gc') {
    globalThis.gc?.();
    process.send?.({ gc: true });
  }
  if (message === 'stop') void platform.close().then(() => process.exit(0));
});
process.send?.({ origin: platform.origin });
