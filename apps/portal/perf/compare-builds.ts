// `npm run perf:compare -- --before=<build folder>`: the lobby's (or --path's) server-render
// throughput of two builds of the portal side by side, against the same HTML bytes served as a
// static file by the same middleware (the ratio of `npm run perf`). One demo platform serves both
// portals; the three servers are loaded in turn, slice by slice (interleaved-load.ts), so the
// machine's other load falls on all alike. Make the "before" build with `npm run build` on the
// older code and copy apps/portal/build somewhere inside the repository (a build imports its
// packages from node_modules), for example apps/portal/.cache/before.
// Flags: --before=<dir> (required) --path=/ --seconds=10 --slices=5 --concurrency=20 --size=2000 --seed=1
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from '../e2e/support/free-port.ts';
import { startServerProcess, type ServerProcess } from './child-process.ts';
import { interleavedLoads } from './interleaved-load.ts';

const { values } = parseArgs({
  options: {
    before: { type: 'string' },
    path: { type: 'string', default: '/' },
    seconds: { type: 'string', default: '10' },
    slices: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '20' },
    size: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
  },
});
if (values.before === undefined) throw new Error('--before=<the older build folder, holding server/ and client/> is required');
const log = (line: string) => process.stderr.write(`compare: ${line}\n`);

/** CPU time (user + system) of a process so far, in ms, from Linux's /proc (clock ticks of 10 ms). */
const cpuMs = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

const started: ServerProcess[] = [];
const portal = async (platformOrigin: string, buildDir?: string) => {
  const port = await freePort();
  const server = await startServerProcess('./portal-process.ts', {
    PORT: String(port),
    PLATFORM_ORIGIN: platformOrigin,
    NODE_ENV: 'production',
    ...(buildDir === undefined ? {} : { BUILD_DIR: resolve(buildDir) }),
  });
  started.push(server);
  return server;
};

const dir = mkdtempSync(join(tmpdir(), 'casino-compare-'));
try {
  const platform = await startServerProcess('./platform-process.test-support.ts', { SIZE: values.size, SEED: values.seed, PORTAL_ORIGIN: 'http://127.0.0.1' });
  started.push(platform);
  const before = await portal(platform.origin, values.before);
  const after = await portal(platform.origin);
  const page = await fetch(`${after.origin}${values.path}`);
  writeFileSync(join(dir, 'page.html'), await page.text());
  const staticServer = await startServerProcess('./static-process.ts', { STATIC_DIR: dir });
  started.push(staticServer);
  const servers = [before, after, staticServer];
  const cpuBefore = servers.map((server) => cpuMs(server.pid));
  log(`${values.seconds} s per server in ${values.slices} turns at ${values.concurrency} connections over ${values.path}`);
  const [older, newer, file] = await interleavedLoads(
    [
      { origin: before.origin, paths: [values.path] },
      { origin: after.origin, paths: [values.path] },
      { origin: staticServer.origin, paths: ['/page.html'] },
    ],
    {
      concurrency: Number(values.concurrency),
      headers: { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' },
      durationMs: Number(values.seconds) * 1000,
      slices: Number(values.slices),
      warmUpMs: 2000,
    },
  );
  // Warm-up included: each server's CPU per request of all it served here.
  const cpuPerRequest = servers.map((server, index) => (cpuMs(server.pid) - cpuBefore[index]!) / ([older, newer, file][index]!.requests || 1));
  console.log(`\n${values.path} at concurrency ${values.concurrency}, ${values.seconds} s per server in ${values.slices} turns (br)`);
  console.log(['server', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'render / static', 'CPU ms / request'].join('\t'));
  for (const [index, [name, result]] of (
    [
      ['before', older!],
      ['after', newer!],
      ['static file', file!],
    ] as const
  ).entries())
    console.log(
      [
        name,
        result.requestsPerSecond.toFixed(1),
        result.p50Ms.toFixed(0),
        result.p99Ms.toFixed(0),
        result.errors,
        (result.requestsPerSecond / file!.requestsPerSecond).toFixed(3),
        cpuPerRequest[index]!.toFixed(1),
      ].join('\t'),
    );
  console.log(`after / before: ${(newer!.requestsPerSecond / older!.requestsPerSecond).toFixed(2)}×`);
} finally {
  for (const server of started.reverse()) await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
