// What each page costs a visitor after its first paint, on both viewports: all the JS fetched by
// network idle (gzip) and the idle page's main-thread share and layouts (idle-page.ts). Used by
// `npm run perf`; `node apps/portal/perf/page-work.ts` prints the same table for the built portal
// (started with a demo platform, as the perf run does), or for a running one with --origin=<url>
// (another build beside this one); --pages=/,/jackpoty picks the pages.
import { parseArgs } from 'node:util';
import { launchChromium } from '../e2e/support/chromium.ts';
import { freePort } from '../e2e/support/free-port.ts';
import { startServerProcess } from './child-process.ts';
import { DESKTOP, IDLE_WINDOW_MS, measureIdlePage, PHONE, scriptsByNetworkIdle, SETTLE_MS, type IdleFigures } from './idle-page.ts';
import { gzipTotal } from './page-weight.ts';

export interface PageWork {
  readonly path: string;
  readonly jsPhone: number;
  readonly jsDesktop: number;
  readonly idlePhone: IdleFigures;
  readonly idleDesktop: IdleFigures;
}

/** The figures of each page, one page after the other in one browser (each in a fresh context). */
export const measurePageWork = async (origin: string, paths: readonly string[]): Promise<PageWork[]> => {
  const browser = await launchChromium();
  try {
    const rows: PageWork[] = [];
    for (const path of paths) {
      const url = `${origin}${path}`;
      const jsPhone = await gzipTotal(origin, await scriptsByNetworkIdle(browser, url, PHONE));
      const jsDesktop = await gzipTotal(origin, await scriptsByNetworkIdle(browser, url, DESKTOP));
      const idlePhone = await measureIdlePage(browser, url, PHONE);
      const idleDesktop = await measureIdlePage(browser, url, DESKTOP);
      rows.push({ path, jsPhone, jsDesktop, idlePhone, idleDesktop });
    }
    return rows;
  } finally {
    await browser.close();
  }
};

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const percent = (share: number) => (share * 100).toFixed(1);

export const pageWorkTable = (rows: readonly PageWork[]) => ({
  title: `Work after the first paint: JS by network idle (gzip KB), and an idle page ${SETTLE_MS / 1000} s after load over ${IDLE_WINDOW_MS / 1000} s (main thread busy %, layouts/s, style recalcs/s; target ≤ 2 %, ≤ 4 layouts/s)`,
  header: ['page', 'JS phone', 'JS desktop', 'idle % phone', '(script/layout/style %)', 'layouts/s', 'recalcs/s', 'idle % desktop', 'layouts/s', 'recalcs/s'],
  rows: rows.map((row) => [
    row.path,
    kb(row.jsPhone),
    kb(row.jsDesktop),
    percent(row.idlePhone.busy),
    `${percent(row.idlePhone.script)}/${percent(row.idlePhone.layout)}/${percent(row.idlePhone.style)}`,
    row.idlePhone.layoutsPerSecond.toFixed(1),
    row.idlePhone.styleRecalcsPerSecond.toFixed(1),
    percent(row.idleDesktop.busy),
    row.idleDesktop.layoutsPerSecond.toFixed(1),
    row.idleDesktop.styleRecalcsPerSecond.toFixed(1),
  ]),
});

/** The pages issue 20 measured: the lobby, the live lobby, the jackpots page and all games. */
export const PAGE_WORK_PATHS = ['/', '/kasino-zive', '/jackpoty', '/vsechny-hry'] as const;

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { origin: { type: 'string' }, pages: { type: 'string', default: PAGE_WORK_PATHS.join(',') } } });
  const paths = values.pages.split(',');
  let origin = values.origin;
  const stops: Array<() => Promise<void>> = [];
  if (origin === undefined) {
    const port = await freePort();
    const platform = await startServerProcess('./platform-process.test-support.ts', { SIZE: '2000', SEED: '1', PORTAL_ORIGIN: `http://127.0.0.1:${port}` });
    const portal = await startServerProcess('./portal-process.ts', { PORT: String(port), PLATFORM_ORIGIN: platform.origin, NODE_ENV: 'production' });
    stops.push(portal.stop, platform.stop);
    origin = portal.origin;
  }
  try {
    const { title, header, rows } = pageWorkTable(await measurePageWork(origin, paths));
    console.log(title);
    for (const row of [header, ...rows]) console.log(row.join('\t'));
  } finally {
    for (const stop of stops) await stop();
  }
}
