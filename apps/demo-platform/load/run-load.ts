// `npm run load`: the demo platform under load, today's content serving (contentCache: false)
// beside the current one, each in a process of its own on loopback; then a real-time soak, and a
// flood of hub negotiations from one address while a visitor from another connects. Prints
// requests/s, p50/p99 and the server's RSS before, right after and after a pause. Figures, not
// assertions: nothing here fails a build.
//   --duration=10  seconds per load run        --concurrency=50
//   --soak=60      seconds of soak (0: none)    --soak-clients=200
//   --flood=5000   negotiations in the flood (0: none)
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BasePath, ContentApiPath, gameImageAssetId } from '@casino/core';
import { generateWorld } from '@casino/demo-data';
import { runLoad, type LoadResult } from './http-load.ts';
import { runSoak } from './soak.ts';
import { runNegotiationFlood } from './negotiation-flood.ts';
import type { PlatformStats } from './platform-process.ts';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '50' },
    soak: { type: 'string', default: '60' },
    'soak-clients': { type: 'string', default: '200' },
    flood: { type: 'string', default: '5000' },
    size: { type: 'string', default: '2000' },
  },
});
const durationMs = Number(values.duration) * 1000;
const concurrency = Number(values.concurrency);

interface Platform {
  readonly origin: string;
  stats(): Promise<PlatformStats>;
  gc(): Promise<void>;
  stop(): Promise<void>;
}

const ask = <T>(child: ChildProcess, message: string, key: string) =>
  new Promise<T>((resolve) => {
    const listener = (answer: unknown) => {
      if (typeof answer === 'object' && answer !== null && key in answer) {
        child.off('message', listener);
        resolve((answer as Record<string, T>)[key] as T);
      }
    };
    child.on('message', listener);
    child.send(message);
  });

const startPlatform = async (contentCache: boolean, soakQuotas = false): Promise<Platform> => {
  const child = fork(fileURLToPath(new URL('./platform-process.ts', import.meta.url)), {
    env: { ...process.env, CONTENT_CACHE: contentCache ? '1' : '0', SIZE: values.size, SOAK_QUOTAS: soakQuotas ? '1' : '0' },
    execArgv: ['--expose-gc'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const origin = await new Promise<string>((resolve) => child.once('message', (message) => resolve((message as { origin: string }).origin)));
  return {
    origin,
    stats: () => ask<PlatformStats>(child, 'stats', 'stats'),
    gc: () => ask<boolean>(child, 'gc', 'gc').then(() => undefined),
    stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.send('stop'))),
  };
};

const MB = 1024 * 1024;
const SETTLE_MS = Number(process.env['LOAD_SETTLE_MS'] ?? 10_000);
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br', accept: 'application/json' };
const catalogue = [`${BasePath.contentApi}${ContentApiPath.games}`];
// Tiles of a lobby row: twelve games' thumbnails at the size the grid asks for.
// The same world the platform process generates (seed 1), for real game codes.
const assets = generateWorld({ seed: 1, size: Number(values.size) })
  .games.slice(0, 12)
  .map((game) => `${BasePath.contentApi}${ContentApiPath.asset(gameImageAssetId(game.gameCode, 'Thumbnail'))}?format=webp&width=240`);

interface RouteFigures {
  readonly result: LoadResult;
  readonly rssBefore: number;
  readonly rssAfter: number;
  readonly rssSettled: number;
  readonly heapBefore: number;
  readonly heapSettled: number;
}

const measure = async (platform: Platform, paths: readonly string[]): Promise<RouteFigures> => {
  // One warm-up request each: the first answer pays for building (and the first image for drawing).
  await runLoad(platform.origin, paths, { concurrency: 1, durationMs: 300, headers: browserHeaders });
  await platform.gc();
  const { rssBytes: rssBefore, heapUsedBytes: heapBefore } = await platform.stats();
  const result = await runLoad(platform.origin, paths, { concurrency, durationMs, headers: browserHeaders });
  const rssAfter = (await platform.stats()).rssBytes;
  // V8 gives back the young generation it grew under load only after some idle time.
  await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  await platform.gc();
  const { rssBytes: rssSettled, heapUsedBytes: heapSettled } = await platform.stats();
  return { result, rssBefore, rssAfter, rssSettled, heapBefore, heapSettled };
};

const row = (name: string, figures: RouteFigures) => {
  const { result } = figures;
  return [
    name.padEnd(30),
    result.requestsPerSecond.toFixed(0).padStart(8),
    result.p50Ms.toFixed(1).padStart(8),
    result.p99Ms.toFixed(1).padStart(8),
    `${(result.bytesPerRequest / 1024).toFixed(0)} KB`.padStart(9),
    String(result.errors).padStart(6),
    `${mb(figures.rssBefore)} → ${mb(figures.rssAfter)} → ${mb(figures.rssSettled)}`.padStart(24),
    `${mb(figures.heapBefore)} → ${mb(figures.heapSettled)}`.padStart(14),
  ].join(' ');
};

console.log(`Load: ${concurrency} connections × ${durationMs / 1000} s per route, ${values.size} games, loopback, one server process per side`);
console.log(
  `${'route / side'.padEnd(30)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'bytes/req'.padStart(9)} ${'errors'.padStart(6)} ${'RSS before → after → settled'.padStart(24)} ${'heap → settled'.padStart(14)}`,
);
const sides: Record<string, Record<string, RouteFigures>> = {};
for (const [side, cache] of [
  ['today (no cache)', false],
  ['cached + compressed', true],
] as const) {
  const platform = await startPlatform(cache);
  sides[side] = { catalogue: await measure(platform, catalogue), assets: await measure(platform, assets) };
  await platform.stop();
}
for (const route of ['catalogue', 'assets']) {
  for (const side of Object.keys(sides)) console.log(row(`${route}: ${side}`, sides[side]![route]!));
}
const ratio = (route: string) => sides['cached + compressed']![route]!.result.requestsPerSecond / sides['today (no cache)']![route]!.result.requestsPerSecond;
console.log(`catalogue: ${ratio('catalogue').toFixed(1)}× today's requests/s; assets: ${ratio('assets').toFixed(1)}×`);

const soakSeconds = Number(values.soak);
if (soakSeconds > 0) {
  const platform = await startPlatform(true, true);
  await platform.gc();
  const before = await platform.stats();
  // A fixed sequence: the soak repeats from run to run.
  let seed = 7;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const soak = await runSoak(platform.origin, { clients: Number(values['soak-clients']), durationMs: soakSeconds * 1000, random });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  await platform.gc();
  const after = await platform.stats();
  const handles = (stats: PlatformStats) =>
    Object.entries(stats.handles)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ');
  console.log(
    `\nSoak: ${values['soak-clients']} clients × ${soakSeconds} s on the hub and the broker: ${soak.cycles} connect/subscribe/drop cycles, ${soak.errors} errors`,
  );
  console.log(`  handles before: ${handles(before)}`);
  console.log(`  handles after:  ${handles(after)}`);
  console.log(`  RSS ${mb(before.rssBytes)} → ${mb(after.rssBytes)}; heap ${mb(before.heapUsedBytes)} → ${mb(after.heapUsedBytes)}`);
  await platform.stop();
}

const floodNegotiations = Number(values.flood);
if (floodNegotiations > 0) {
  const platform = await startPlatform(true);
  const flood = await runNegotiationFlood(platform.origin, {
    negotiations: floodNegotiations,
    concurrency: 100,
    floodAddress: '127.0.0.1',
    visitorAddress: '127.0.0.2',
  });
  const count = (status: number) => flood.statuses.filter((answer) => answer === status).length;
  const others = flood.statuses.length - count(200) - count(429);
  console.log(
    `\nFlood: ${flood.statuses.length} hub negotiations from 127.0.0.1 in ${(flood.durationMs / 1000).toFixed(1)} s: ${count(200)} admitted, ${count(429)} refused (429), ${others} other`,
  );
  console.log(
    `  a visitor from 127.0.0.2 halfway through: ${flood.visitor === '{}\u001e' ? 'connected' : `failed (${flood.visitor})`} in ${flood.visitorMs.toFixed(0)} ms`,
  );
  await platform.stop();
}
