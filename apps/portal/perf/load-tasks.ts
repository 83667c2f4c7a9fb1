// The long tasks of a page's load on a simulated slow phone (the CPU throttled 4×, as Lighthouse's
// mobile run simulates it), what each one ran, and the JS fetched by network idle, for this build and
// another one side by side (their runs alternate, so both see the same machine load). Lighthouse's
// score is lost to its blocking time, the sum over tasks of their length past 50 ms; this names them.
//   node apps/portal/perf/load-tasks.ts [--base=<build dir>] [--pages=/,/vsechny-hry] [--rounds=3] [--list] [--player]
// --base: another build of the portal (a folder holding server/ and client/, e.g. a copy of main's);
// --player: the loads are the demo player's (logged in once per build, as logged-in-lobby.ts does;
// each load a fresh context with the player's cookies, so an empty HTTP cache), traced from the
// navigation until some seconds after the player's rows are there;
// --list: every long task of the last round with its longest parts.
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../e2e/support/chromium.ts';
import { freePort } from '../e2e/support/free-port.ts';
import { startServerProcess, type ServerProcess } from './child-process.ts';
import { PHONE, scriptsByNetworkIdle } from './idle-page.ts';
import { median } from './lighthouse.ts';
import { logInDemoPlayer, playerHeader } from './logged-in-lobby.ts';
import { gzipBytes } from './page-weight.ts';

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const AFTER_LOAD_MS = 4_000;
/** A player's row of the lobby (lobby/player-rows/player-row.tsx marks them). */
const PLAYER_ROW = '[data-player-row]';

interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: {
    readonly name?: string;
    readonly data?: Record<string, unknown>;
    readonly beginData?: { readonly stackTrace?: unknown; readonly url?: string };
  };
}

export interface LongTask {
  readonly startMs: number;
  readonly durationMs: number;
  /** Its longest parts: what ran (a script's file, a function, a layout …) and for how long. */
  readonly parts: readonly string[];
  /** The functions the sampling profiler found it in most (self time), with their files. */
  readonly functions: readonly string[];
}

interface ProfileNode {
  readonly id: number;
  readonly callFrame: { readonly functionName: string; readonly url: string };
}

/** The V8 sampling profiler's samples in the trace: when each was taken and in which function. */
const samplesOf = (events: readonly TraceEvent[], pid: number): Array<{ readonly ts: number; readonly label: string }> => {
  const labels = new Map<number, string>();
  const samples: Array<{ ts: number; label: string }> = [];
  let ts = 0;
  for (const event of events) {
    if (event.pid !== pid) continue;
    const data = event.args?.data as { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    if (event.name === 'Profile') ts = data?.startTime ?? event.ts;
    if (event.name !== 'ProfileChunk') continue;
    for (const node of data?.cpuProfile?.nodes ?? []) labels.set(node.id, `${node.callFrame.functionName || '(anonymous)'} ${file(node.callFrame.url)}`.trim());
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((id, index) => {
      ts += deltas[index] ?? 0;
      samples.push({ ts, label: labels.get(id) ?? String(id) });
    });
  }
  return samples;
};

const file = (url: unknown) => (typeof url === 'string' && url !== '' ? (url.split('/').pop() ?? url) : '');

/** What a trace event inside a task ran, as one short label. */
const labelOf = (event: TraceEvent): string => {
  const data = event.args?.data ?? {};
  const where = file(data['url']);
  const fn = typeof data['functionName'] === 'string' && data['functionName'] !== '' ? `${data['functionName']} ` : '';
  if (event.name === 'TimerFire' || event.name === 'FireAnimationFrame' || event.name === 'EventDispatch')
    return `${event.name}${data['type'] ? ` ${String(data['type'])}` : ''}`;
  return `${event.name}${fn || where ? ` ${fn}${where}` : ''}`.trim();
};

const PARTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'MajorGC',
  'MinorGC',
  'V8.GC_SCAVENGER',
  'ParseAuthorStyleSheet',
  'Decode Image',
]);

/** The renderer main thread's tasks longer than 50 ms, each with its longest parts. */
export const longTasksOf = (events: readonly TraceEvent[]): LongTask[] => {
  // The renderer that parsed the page's document (a trace that starts after the load: the busiest
  // renderer): Chromium's own pages (the new tab page's) run in renderers of their own, which a
  // trace of the browser holds too.
  const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const parsed = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url?.startsWith('http') === true);
  const busy = new Map<string, number>();
  for (const event of events)
    if (event.name === 'RunTask') busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + (event.dur ?? 0));
  const busyOf = (thread: TraceEvent) => busy.get(`${thread.pid}:${thread.tid}`) ?? 0;
  const main =
    parsed === undefined ? mains.sort((a, b) => busyOf(b) - busyOf(a))[0] : mains.find((thread) => thread.pid === parsed.pid && thread.tid === parsed.tid);
  if (main === undefined) return [];
  const own = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.ph === 'X' && event.dur !== undefined);
  // Times from the navigation's start, as the page's own performance entries count them.
  const navigation =
    events.find((event) => event.name === 'navigationStart' && event.pid === main.pid)?.ts ??
    own.find((event) => event.name === 'ParseHTML')?.ts ??
    Math.min(...own.map((event) => event.ts));
  const tasks = own.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) / 1000 > LONG_TASK_MS);
  const samples = samplesOf(events, main.pid);
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = own.filter((event) => event !== task && PARTS.has(event.name) && event.ts >= task.ts && event.ts + (event.dur ?? 0) <= end);
    const totals = new Map<string, number>();
    for (const event of inside) totals.set(labelOf(event), (totals.get(labelOf(event)) ?? 0) + (event.dur ?? 0) / 1000);
    const parts = [...totals.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([label, ms]) => `${label} ${ms.toFixed(0)}`);
    const counts = new Map<string, number>();
    for (const sample of samples) if (sample.ts >= task.ts && sample.ts <= end) counts.set(sample.label, (counts.get(sample.label) ?? 0) + 1);
    const sampled = [...counts.values()].reduce((sum, count) => sum + count, 0);
    const functions = [...counts.entries()]
      .filter(([label]) => label !== '(idle)')
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([label, count]) => `${label} ${Math.round((100 * count) / sampled)}%`);
    return { startMs: (task.ts - navigation) / 1000, durationMs: (task.dur ?? 0) / 1000, parts, functions };
  });
};

export interface TracedLoad {
  readonly tasks: readonly LongTask[];
  /** The first contentful paint, from the navigation's start (ms). */
  readonly fcpMs: number;
  /** Style and layout that script forced by reading geometry (a count, steadier than milliseconds on a busy host). */
  readonly forcedLayouts: number;
}

/** Style recalculations and layouts with a script's stack: script read geometry while it was stale. */
const forcedLayoutsOf = (events: readonly TraceEvent[]): number =>
  events.filter((event) => (event.name === 'Layout' || event.name === 'UpdateLayoutTree') && event.args?.beginData?.stackTrace !== undefined).length;

/** The cookies and storage of a logged-in player, which a load's fresh context starts from. */
/** A trace of the renderer's tasks and the V8 sampling profiler's samples, as longTasksOf reads them. */
export const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  '__metadata',
];

type PlayerState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * One load of the page under 4× CPU throttling, traced until some seconds after its load event (a
 * player's: after the player's rows are there, which come once the runtime has authenticated).
 */
export const traceLoad = async (browser: Browser, url: string, player?: PlayerState): Promise<TracedLoad> => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, ...(player === undefined ? {} : { storageState: player }) });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    if (player !== undefined) {
      await playerHeader(page);
      // The player's rows come last: after the runtime's start, the lists and the rows' catalogue.
      await page.locator(PLAYER_ROW).first().waitFor({ state: 'attached', timeout: 120_000 });
    }
    await page.waitForTimeout(AFTER_LOAD_MS);
    const fcpMs = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return { tasks: longTasksOf(trace.traceEvents), fcpMs, forcedLayouts: forcedLayoutsOf(trace.traceEvents) };
  } finally {
    await context.close();
  }
};

/** Lighthouse's blocking time, roughly: each task's time past 50 ms, counted from the first contentful paint on. */
const blocking = ({ tasks, fcpMs }: TracedLoad) =>
  tasks.reduce((sum, task) => {
    const after = Math.min(task.durationMs, task.startMs + task.durationMs - fcpMs);
    return sum + Math.max(0, after - LONG_TASK_MS);
  }, 0);

const jsByNetworkIdle = async (browser: Browser, origin: string, path: string) => {
  const scripts = await scriptsByNetworkIdle(browser, `${origin}${path}`, PHONE);
  const sizes = await Promise.all(
    scripts.map(async (script) => [script, gzipBytes(new Uint8Array(await (await fetch(new URL(script, origin))).arrayBuffer()))] as const),
  );
  return sizes.sort((a, b) => b[1] - a[1]);
};

const startPortal = (port: number, platform: ServerProcess, buildDir?: string) =>
  startServerProcess('./portal-process.ts', {
    PORT: String(port),
    PLATFORM_ORIGIN: platform.origin,
    NODE_ENV: 'production',
    ...(buildDir === undefined ? {} : { BUILD_DIR: buildDir }),
  });

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      base: { type: 'string' },
      pages: { type: 'string', default: '/,/vsechny-hry,/hra/' },
      rounds: { type: 'string', default: '3' },
      list: { type: 'boolean', default: false },
      player: { type: 'boolean', default: false },
    },
  });
  const ports = [await freePort(), await freePort()];
  const origins = ports.map((port) => `http://127.0.0.1:${port}`);
  const platform = await startServerProcess('./platform-process.test-support.ts', { SIZE: '2000', SEED: '1', PORTAL_ORIGIN: origins.join(',') });
  const builds: Array<{ readonly name: string; readonly portal: ServerProcess }> = [{ name: 'this', portal: await startPortal(ports[0] ?? 0, platform) }];
  if (values.base !== undefined) builds.push({ name: 'base', portal: await startPortal(ports[1] ?? 0, platform, values.base) });
  const browser = await launchChromium();
  const playerOf = async (origin: string): Promise<PlayerState> => {
    const context = await browser.newContext({ viewport: PHONE });
    try {
      await logInDemoPlayer(context, origin);
      return await context.storageState();
    } finally {
      await context.close();
    }
  };
  try {
    const players = new Map<string, PlayerState>();
    if (values.player) for (const { name, portal } of builds) players.set(name, await playerOf(portal.origin));
    const firstGame = async (origin: string) => {
      const html = await (await fetch(`${origin}/`)).text();
      return /href="(\/hra\/[^"]+)"/.exec(html)?.[1] ?? '/hra/';
    };
    const paths = await Promise.all(values.pages.split(',').map(async (path) => (path === '/hra/' ? firstGame(builds[0]?.portal.origin ?? '') : path)));
    for (const path of paths) {
      // A first visit of each page, so that the demo platform's image renders exist.
      for (const { portal } of builds) await fetch(`${portal.origin}${path}`);
      const runs = new Map<string, TracedLoad[]>(builds.map(({ name }) => [name, []]));
      for (let round = 0; round < Number(values.rounds); round++)
        for (const { name, portal } of builds) runs.get(name)?.push(await traceLoad(browser, `${portal.origin}${path}`, players.get(name)));
      console.log(
        `\n${path}: long tasks of ${values.player ? "the demo player's" : 'the'} load at ${CPU_SLOWDOWN}× CPU (phone viewport), median of ${values.rounds} rounds`,
      );
      for (const { name, portal } of builds) {
        const loads = runs.get(name) ?? [];
        const scripts = await jsByNetworkIdle(browser, portal.origin, path);
        const total = scripts.reduce((sum, [, size]) => sum + size, 0);
        console.log(
          `  ${name}: long tasks ${median(loads.map(({ tasks }) => tasks.length))}, their time ${median(loads.map(({ tasks }) => tasks.reduce((sum, task) => sum + task.durationMs, 0))).toFixed(0)} ms, past 50 ms after the first paint ${median(loads.map(blocking)).toFixed(0)} ms (rounds: ${loads.map((load) => blocking(load).toFixed(0)).join('/')}), the longest ${median(loads.map(({ tasks }) => Math.max(0, ...tasks.map((task) => task.durationMs)))).toFixed(0)} ms, first paint at ${median(loads.map(({ fcpMs }) => fcpMs)).toFixed(0)} ms, forced style and layouts ${median(loads.map(({ forcedLayouts }) => forcedLayouts))}; JS by network idle ${(total / 1024).toFixed(1)} KB gzip in ${scripts.length} files`,
        );
        if (values.list) {
          for (const task of loads.at(-1)?.tasks ?? []) {
            console.log(`    at ${task.startMs.toFixed(0)} ms: ${task.durationMs.toFixed(0)} ms — ${task.parts.join('; ')}`);
            console.log(`      ${task.functions.join('; ')}`);
          }
          console.log(`    scripts: ${scripts.map(([script, size]) => `${file(script)} ${(size / 1024).toFixed(1)}`).join(', ')}`);
        }
      }
    }
  } finally {
    await browser.close();
    for (const { portal } of builds) await portal.stop();
    await platform.stop();
  }
}
