// What an idle page costs: loaded, then left alone (nothing touched, nothing scrolled), how busy is
// the main thread and how often does it lay out? Chromium's own counters (the DevTools protocol's
// Performance.getMetrics: the renderer's task time, layouts and style recalculations) read before
// and after a window of IDLE_WINDOW_MS, which starts SETTLE_MS after the load event. Issue 20's
// target: ≤ 2 % busy and ≤ 4 layouts a second.
import type { Browser } from 'playwright-core';

export const SETTLE_MS = 3_000;
export const IDLE_WINDOW_MS = 5_000;

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

export const PHONE: Viewport = { width: 390, height: 844 };
export const DESKTOP: Viewport = { width: 1280, height: 800 };

export interface IdleFigures {
  /** The main thread's task time over the window, as a share of it (0–1). */
  readonly busy: number;
  readonly layoutsPerSecond: number;
  readonly styleRecalcsPerSecond: number;
  /** Of the window: script, layout and style recalculation time (0–1 each). */
  readonly script: number;
  readonly layout: number;
  readonly style: number;
}

type Metrics = Record<string, number>;

export const measureIdlePage = async (browser: Browser, url: string, viewport: Viewport): Promise<IdleFigures> => {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const read = async (): Promise<Metrics> => {
      const { metrics } = await cdp.send('Performance.getMetrics');
      return Object.fromEntries(metrics.map((metric) => [metric.name, metric.value]));
    };
    const before = await read();
    await page.waitForTimeout(IDLE_WINDOW_MS);
    const after = await read();
    const delta = (name: string) => (after[name] ?? 0) - (before[name] ?? 0);
    // Timestamp is in seconds of the renderer's clock, TaskDuration in seconds of task time.
    const seconds = delta('Timestamp') || IDLE_WINDOW_MS / 1000;
    return {
      busy: delta('TaskDuration') / seconds,
      layoutsPerSecond: delta('LayoutCount') / seconds,
      styleRecalcsPerSecond: delta('RecalcStyleCount') / seconds,
      script: delta('ScriptDuration') / seconds,
      layout: delta('LayoutDuration') / seconds,
      style: delta('RecalcStyleDuration') / seconds,
    };
  } finally {
    await context.close();
  }
};

/**
 * Every script the page has requested by network idle (no request for 500 ms after the load, as
 * Playwright counts it): the first scripts, the islands' modules and the browser runtime's chunks.
 * Same-origin paths, deduplicated. Counted from the requests themselves: the page's resource timing
 * buffer holds 250 entries, which a lobby's images fill before the runtime's chunks arrive.
 */
export const scriptsByNetworkIdle = async (browser: Browser, url: string, viewport: Viewport): Promise<readonly string[]> => {
  const context = await browser.newContext({ viewport });
  try {
    const origin = new URL(url).origin;
    const scripts = new Set<string>();
    context.on('request', (request) => {
      const requested = new URL(request.url());
      if (requested.origin === origin && (request.resourceType() === 'script' || requested.pathname.endsWith('.js'))) scripts.add(requested.pathname);
    });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    return [...scripts];
  } finally {
    await context.close();
  }
};
