// `npm run soak`: the built portal under a long load, for memory. Starts the demo platform and the
// portal (by default with a 160 MB old space, as a small container would give it, and --expose-gc so
// that its figures are what it still holds), then runs rounds of `concurrency` keep-alive clients
// over the main pages, each round bounded in time and in requests, and prints after each round
// req/s, p50/p99, errors, RSS and heap. Passes when the portal is alive at the end and its RSS after
// the last round is within 20 % of that after the first. Only loopback is ever loaded.
// Flags: --rounds=5 --seconds=20 --concurrency=100 --heap-mb=160 (0: Node's default) --size=2000
//        --seed=1 --encoding=br (br, gzip or identity) --skip-build --build-dir=<another build to soak>
//        --render-queue=<renders at once>,<waiting> (another render queue than the app's, for tuning it)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { runLoad } from '@casino/demo-platform/load';
import type { ServerMemory } from './child-process.ts';
import { startPerfServers, stopPerfServers } from './perf-servers.ts';

const PAGES = ['/', '/vsechny-hry', '/kasino-zive', '/vyrobci', '/en', '/jackpoty'] as const;
/** RSS after the last round may exceed that after the first by this share at most. */
export const RSS_GROWTH_LIMIT = 0.2;
// Bounds of the flags, so that a typo cannot start an endless or a machine-filling run.
const MAX_ROUNDS = 20;
const MAX_SECONDS = 120;
const MAX_CONCURRENCY = 500;
/** Per round, beside the time: far more than 2 cores serve, so only a runaway loop meets it. */
const MAX_REQUESTS_PER_SECOND = 2_000;
const REQUEST_TIMEOUT_MS = 30_000;
const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    seconds: { type: 'string', default: '20' },
    concurrency: { type: 'string', default: '100' },
    'heap-mb': { type: 'string', default: '160' },
    size: { type: 'string', default: '2000' },
    seed: { type: 'string', default: '1' },
    encoding: { type: 'string', default: 'br' },
    'skip-build': { type: 'boolean', default: false },
    'build-dir': { type: 'string' },
    'render-queue': { type: 'string' },
  },
});

const bounded = (name: string, value: string, min: number, max: number): number => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < min || number > max) throw new Error(`--${name} must be an integer from ${min} to ${max}, not ${value}`);
  return number;
};
const rounds = bounded('rounds', values.rounds, 1, MAX_ROUNDS);
const seconds = bounded('seconds', values.seconds, 1, MAX_SECONDS);
const concurrency = bounded('concurrency', values.concurrency, 1, MAX_CONCURRENCY);
const heapMb = bounded('heap-mb', values['heap-mb'], 0, 16_384);
if (!['br', 'gzip', 'identity'].includes(values.encoding)) throw new Error(`--encoding must be br, gzip or identity, not ${values.encoding}`);

const log = (line: string) => process.stderr.write(`soak: ${line}\n`);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);

if (!values['skip-build'] && values['build-dir'] === undefined) {
  log('building the portal');
  await new Promise<void>((resolve, reject) => {
    const child = spawn('npm', ['run', 'build', '--workspace', '@casino/portal'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`the build exited ${code}`))));
  });
}

const execArgv = ['--expose-gc', ...(heapMb > 0 ? [`--max-old-space-size=${heapMb}`] : [])];
log(
  `starting the platform (${values.size} games) and the portal (${execArgv.join(' ')}${values['render-queue'] ? `, render queue ${values['render-queue']}` : ''})`,
);
const servers = await startPerfServers({
  size: Number(values.size),
  seed: values.seed,
  portalExecArgv: execArgv,
  ...(values['build-dir'] === undefined ? {} : { buildDir: values['build-dir'] }),
  ...(values['render-queue'] === undefined ? {} : { renderQueue: values['render-queue'] }),
});
const { origin } = servers.portal;
if (new URL(origin).hostname !== '127.0.0.1') throw new Error(`the soak only loads 127.0.0.1, not ${origin}`);

interface Round {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly errors: number;
  readonly requests: number;
  readonly memory: ServerMemory | null;
}

const headers = { accept: 'text/html', 'accept-encoding': values.encoding === 'identity' ? 'identity' : values.encoding };
const results: Round[] = [];
try {
  log(`${rounds} rounds of ${seconds} s at ${concurrency} connections over ${PAGES.join(' ')} (${values.encoding})`);
  const before = await servers.portal.memory();
  if (before) log(`before: RSS ${mb(before.rss)} MB, heap ${mb(before.heapUsed)} MB`);
  for (let round = 1; round <= rounds; round += 1) {
    const load = await runLoad(origin, PAGES, {
      concurrency,
      durationMs: seconds * 1000,
      headers,
      maxRequests: seconds * MAX_REQUESTS_PER_SECOND,
      requestTimeoutMs: REQUEST_TIMEOUT_MS,
    });
    const memory = await servers.portal.memory();
    results.push({ ...load, memory });
    const figures = memory
      ? `RSS ${mb(memory.rss)} MB, heap ${mb(memory.heapUsed)}/${mb(memory.heapTotal)} MB, external ${mb(memory.external)} MB`
      : `the portal is gone (${servers.portal.ended() ?? 'not answering'})`;
    log(
      `round ${round}: ${load.requestsPerSecond.toFixed(1)} req/s, p50 ${load.p50Ms.toFixed(0)} ms, p99 ${load.p99Ms.toFixed(0)} ms, ${load.errors} errors; ${figures}`,
    );
    if (memory === null) break;
  }
} finally {
  await stopPerfServers(servers);
}

console.log(
  `\nPortal soak: ${concurrency} connections, rounds of ${seconds} s over ${PAGES.length} pages, ${values.encoding}, ${heapMb > 0 ? `--max-old-space-size=${heapMb}` : "Node's default heap"}`,
);
console.log(['round', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'errors', 'RSS MB', 'heap used MB', 'heap total MB', 'external MB'].join('\t'));
results.forEach((r, index) =>
  console.log(
    [
      index + 1,
      r.requestsPerSecond.toFixed(1),
      r.p50Ms.toFixed(0),
      r.p99Ms.toFixed(0),
      r.requests,
      r.errors,
      ...(r.memory ? [mb(r.memory.rss), mb(r.memory.heapUsed), mb(r.memory.heapTotal), mb(r.memory.external)] : ['gone', '', '', '']),
    ].join('\t'),
  ),
);
const first = results[0]?.memory;
const last = results.at(-1)?.memory;
if (results.length < rounds || !first || !last) {
  console.log('FAIL: the portal did not survive the soak');
  process.exitCode = 1;
} else {
  const growth = last.rss / first.rss - 1;
  const verdict = growth <= RSS_GROWTH_LIMIT ? 'ok' : 'FAIL';
  console.log(
    `${verdict}: RSS after round ${rounds} is ${(growth * 100).toFixed(1)} % ${growth >= 0 ? 'above' : 'below'} round 1 (limit +${RSS_GROWTH_LIMIT * 100} %)`,
  );
  if (verdict === 'FAIL') process.exitCode = 1;
}
