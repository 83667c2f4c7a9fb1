// Lighthouse 13 (mobile, its default) through its CLI in a child process — never spawnSync from the
// process serving the page (it deadlocks) — with Debian's Chromium and the headless flags below.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface LighthouseRun {
  readonly performance: number;
  readonly accessibility: number;
  readonly cls: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  /** Lighthouse's measure of the host's CPU speed during the run (higher is faster; ~1,200–1,300 here). */
  readonly benchmarkIndex: number;
}

const CLI = fileURLToPath(new URL('../../../node_modules/lighthouse/cli/index.js', import.meta.url));
// Paint holding off: Chrome keeps the previous page on screen during a same-origin navigation, and
// Lighthouse's navigation from about:blank got it here: the first frame came 1–2 s late in about
// half the runs, with no request or task pending. A visitor arriving from another site (or typing
// the address) gets no paint holding.
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-features=PaintHolding';

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  environment?: { benchmarkIndex?: number };
}

/**
 * `port`: a running Chromium's debugging port (a logged-in player's browser, logged-in-lobby.ts): the
 * run keeps its cookies (no storage reset), and the caller empties its HTTP cache before each run.
 */
export const runLighthouse = (url: string, { port }: { readonly port?: number } = {}): Promise<LighthouseRun> =>
  new Promise((resolve, reject) => {
    const browserFlags = port === undefined ? [`--chrome-flags=${CHROME_FLAGS}`] : [`--port=${port}`, '--disable-storage-reset'];
    const child = spawn(process.execPath, [CLI, url, ...browserFlags, '--output=json', '--quiet', '--only-categories=performance,accessibility'], {
      env: { ...process.env, CHROME_PATH: process.env['CHROME_PATH'] || '/usr/bin/chromium' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`lighthouse ${url} exited ${code}: ${Buffer.concat(err).toString().slice(-500)}`));
      try {
        const report = JSON.parse(Buffer.concat(out).toString()) as Report;
        resolve({
          performance: Math.round((report.categories['performance']?.score ?? 0) * 100),
          accessibility: Math.round((report.categories['accessibility']?.score ?? 0) * 100),
          cls: report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
          lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
          tbtMs: report.audits['total-blocking-time']?.numericValue ?? Number.NaN,
          benchmarkIndex: report.environment?.benchmarkIndex ?? Number.NaN,
        });
      } catch (error) {
        reject(error);
      }
    });
  });

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
