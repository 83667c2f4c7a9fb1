// The lobby as a logged-in player gets it, beside a visitor's, in one browser build and one run
// (issue 23's figures): all the JS fetched by network idle once the header is the player's (gzip),
// and Lighthouse mobile over the player's browser (its cookies kept, its HTTP cache emptied before
// each run). The player logs in through the platform script as the e2e tests do; the page then
// starts the runtime at once (the session hint) and fetches what a player's lobby needs.
// `node apps/portal/perf/logged-in-lobby.ts [--runs=5] [--build=<build dir>]` prints the table for the
// built portal (or another build: a folder holding server/ and client/) on a demo platform.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../tests/setup/chromium.ts';
import { withConsentChosen } from '../e2e/support/consent-chosen.ts';
import { freePort } from '../e2e/support/free-port.ts';
import { median, runLighthouse, type LighthouseRun } from './lighthouse.ts';
import { gzipTotal } from './page-weight.ts';

const PHONE = { width: 390, height: 844 };
const PLAYER = { username: 'demo', password: 'demo' };

export interface LobbyFigures {
  readonly jsByIdle: number;
  readonly runs: readonly LighthouseRun[];
}

export interface LoggedInLobby {
  readonly visitor: LobbyFigures;
  readonly player: LobbyFigures;
}

const startRuntime = async (page: Page) => {
  for (let move = 0; move < 30; move += 1) {
    await page.mouse.move(1 + (move % 2), 1);
    if (await page.evaluate(() => document.documentElement.dataset['runtime'] === 'started')) return;
    await page.waitForTimeout(250);
  }
  throw new Error('the runtime did not start');
};

/** The portal's scripts a page has fetched by network idle, once `ready` holds. */
const scriptsOf = async (context: BrowserContext, origin: string, ready: (page: Page) => Promise<void>): Promise<number> => {
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const requested = new URL(request.url());
    if (requested.origin === origin && requested.pathname.endsWith('.js')) scripts.add(requested.pathname);
  });
  await page.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await page.close();
  return gzipTotal(origin, [...scripts]);
};

export const playerHeader = (page: Page) => page.locator('header [data-player-actions] [data-player-name]').waitFor({ state: 'visible', timeout: 60_000 });

/**
 * Logs the demo player in through the platform script (as the e2e tests do) in `context`, having
 * answered the cookie banner: its cookies are then a player's, and the next lobby load is a player's.
 */
export const logInDemoPlayer = async (context: BrowserContext, origin: string): Promise<void> => {
  await withConsentChosen(context, origin);
  const login = await context.newPage();
  await login.goto(`${origin}/`, { waitUntil: 'networkidle' });
  await startRuntime(login);
  await login.waitForFunction(() => 'casinoPlatform' in window);
  const answer = await login.evaluate(
    ({ username, password }) =>
      (window as unknown as { casinoPlatform: { login: (request: object) => Promise<{ ok: boolean }> } }).casinoPlatform.login({
        username,
        password,
        rememberMe: false,
        realMode: 1,
      }),
    PLAYER,
  );
  if (!answer.ok) throw new Error('the demo player could not log in');
  // The portal learns of the session at its next start (the authenticate flow) and keeps the hint.
  await login.reload({ waitUntil: 'networkidle' });
  await startRuntime(login);
  await playerHeader(login);
  await login.close();
};

/** Lighthouse over the browser behind `context` (debugging port `port`), its HTTP cache emptied before each run. */
const lighthouseRuns = async (context: BrowserContext, port: number, url: string, runs: number): Promise<LighthouseRun[]> => {
  const results: LighthouseRun[] = [];
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  for (let index = 0; index < runs; index += 1) {
    await cdp.send('Network.clearBrowserCache');
    results.push(await runLighthouse(url, { port }));
  }
  return results;
};

const inBrowser = async <T>(use: (context: BrowserContext, port: number) => Promise<T>): Promise<T> => {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'casino-perf-player-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`],
    viewport: PHONE,
  });
  try {
    return await use(context, port);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
};

/** The lobby for a visitor (who has answered the cookie banner) and for the demo player, `runs` Lighthouse runs each. */
export const measureLoggedInLobby = async (origin: string, runs: number): Promise<LoggedInLobby> => {
  const visitor = await inBrowser(async (context, port) => {
    await withConsentChosen(context, origin);
    const jsByIdle = await scriptsOf(context, origin, startRuntime);
    return { jsByIdle, runs: await lighthouseRuns(context, port, `${origin}/`, runs) };
  });
  const player = await inBrowser(async (context, port) => {
    await logInDemoPlayer(context, origin);
    const jsByIdle = await scriptsOf(context, origin, playerHeader);
    const lighthouse = await lighthouseRuns(context, port, `${origin}/`, runs);
    // The runs kept the player's cookies: the lobby is still a player's after them.
    const check = await context.newPage();
    await check.goto(`${origin}/`);
    await playerHeader(check);
    return { jsByIdle, runs: lighthouse };
  });
  return { visitor, player };
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export const loggedInLobbyTable = ({ visitor, player }: LoggedInLobby) => ({
  title: `The lobby for a visitor and for a logged-in player (phone; JS by network idle once the runtime runs, gzip; Lighthouse mobile, median of ${visitor.runs.length})`,
  header: ['who', 'JS by network idle KB', 'performance', 'runs', 'benchmarkIndex of the runs', 'TBT ms', 'TBT of own CPU ms', 'LCP ms', 'CLS'],
  rows: (
    [
      ['visitor', visitor],
      ['player (demo)', player],
    ] as const
  ).map(([who, figures]) => [
    who,
    kb(figures.jsByIdle),
    median(figures.runs.map((run) => run.performance)),
    figures.runs.map((run) => run.performance).join('/'),
    figures.runs.map((run) => Math.round(run.benchmarkIndex)).join('/'),
    Math.round(median(figures.runs.map((run) => run.tbtMs))),
    Math.round(median(figures.runs.map((run) => run.ownTbtMs))),
    Math.round(median(figures.runs.map((run) => run.lcpMs))),
    median(figures.runs.map((run) => run.cls)).toFixed(3),
  ]),
  ratio: player.jsByIdle / visitor.jsByIdle,
});

if (import.meta.url === `file://${process.argv[1]}`) {
  const { parseArgs } = await import('node:util');
  const { startPerfServers, stopPerfServers } = await import('./perf-servers.ts');
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' }, size: { type: 'string', default: '2000' }, build: { type: 'string' } } });
  const servers = await startPerfServers({ size: Number(values.size), seed: '1', ...(values.build === undefined ? {} : { buildDir: values.build }) });
  try {
    const figures = await measureLoggedInLobby(servers.portal.origin, Number(values.runs));
    const { title, header, rows, ratio } = loggedInLobbyTable(figures);
    console.log(title);
    console.log([header, ...rows].map((row) => row.join(' | ')).join('\n'));
    console.log(`player / visitor JS by network idle: ${ratio.toFixed(2)}`);
  } finally {
    await stopPerfServers(servers);
  }
}
