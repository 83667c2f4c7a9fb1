// Lighthouse 13 (mobile, its default) through its CLI in a child process — never spawnSync from the
// process serving the page (it deadlocks) — with Debian's Chromium and the headless flags below.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ownBlockingTimeMs } from './own-blocking-time.ts';

export interface LighthouseRun {
  readonly performance: number;
  readonly accessibility: number;
  readonly cls: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  /** The same blocking time from the tasks' thread time: the page's own work, without the host's (own-blocking-time.ts). */
  readonly ownTbtMs: number;
  /** Lighthouse's measure of the host's CPU speed during the run (higher is faster; ~1,200–1,300 here). */
  readonly benchmarkIndex: number;
}

const CLI = fileURLToPath(new URL('../../../node_modules/lighthouse/cli/index.js', import.meta.url));
const THROTTLED_PAGE_RUN = fileURLToPath(new URL('./lighthouse-on-throttled-page.ts', import.meta.url));
// Paint holding off: Chrome keeps the previous page on screen during a same-origin navigation, and
// Lighthouse's navigation from about:blank got it here: the first frame came 1–2 s late in about
// half the runs, with no request or task pending. A visitor arriving from another site (or typing
// the address) gets no paint holding.
export const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-features=PaintHolding';

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
}

export interface LighthouseOptions {
  /**
   * A running Chromium's debugging port (a logged-in player's browser, logged-in-lobby.ts): the run
   * keeps its cookies (no storage reset), and the caller empties its HTTP cache before each run.
   */
  readonly port?: number;
  /** The simulated CPU slowdown instead of Lighthouse's mobile 4× (host-calibration.ts). */
  readonly cpuSlowdown?: number;
  /**
   * A rate by which Chromium slows the page's renderer for real before Lighthouse simulates its 4×
   * phone over it (lighthouse-on-throttled-page.ts): a slower host, which Lighthouse's own
   * benchmarkIndex of the run then reads.
   */
  readonly hostThrottle?: number;
}

export const runLighthouse = (url: string, { port, cpuSlowdown, hostThrottle }: LighthouseOptions = {}): Promise<LighthouseRun> =>
  new Promise((resolve, reject) => {
    const browserFlags = port === undefined ? [`--chrome-flags=${CHROME_FLAGS}`] : [`--port=${port}`, '--disable-storage-reset'];
    // The report and the run's trace (--save-assets) go to a folder of their own, read once the run ends.
    const dir = mkdtempSync(join(tmpdir(), 'casino-lighthouse-'));
    const reportFile = join(dir, 'run.json');
    const args =
      hostThrottle === undefined
        ? [
            CLI,
            url,
            ...browserFlags,
            '--output=json',
            '--quiet',
            '--save-assets',
            `--output-path=${reportFile}`,
            '--only-categories=performance,accessibility',
            ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown.toFixed(2)}`]),
          ]
        : [THROTTLED_PAGE_RUN, url, hostThrottle.toFixed(3), dir];
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: process.env['CHROME_PATH'] || '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const err: Buffer[] = [];
    child.stdout.resume();
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      try {
        if (code !== 0) throw new Error(`lighthouse ${url} exited ${code}: ${Buffer.concat(err).toString().slice(-500)}`);
        const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
        const trace = JSON.parse(readFileSync(join(dir, 'run-0.trace.json'), 'utf8')) as { traceEvents: Parameters<typeof ownBlockingTimeMs>[0] };
        resolve({
          performance: Math.round((report.categories['performance']?.score ?? 0) * 100),
          accessibility: Math.round((report.categories['accessibility']?.score ?? 0) * 100),
          cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          ownTbtMs: ownBlockingTimeMs(trace.traceEvents),
          benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
        });
      } catch (error) {
        reject(error);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
