// What a visitor's action costs on a slow phone (the CPU throttled 4×, as Lighthouse's mobile run
// simulates it): the longest task while the action runs, the time from the action to the first
// frame that shows its answer, and what the page fetched for it (the gzip KB of its scripts, and of
// its data). Issue 22's figures: typing a term into search (longest task ≤ 50 ms), Apply to the
// filtered grid painted and a tile to its details painted (≤ 100 ms each), each panel's first open.
import type { Browser, Page } from 'playwright-core';
import { PHONE } from './idle-page.ts';
import { longTasksOf, TRACE_CATEGORIES, type LongTask } from './load-tasks.ts';
import { gzipBytes } from './page-weight.ts';

export const CPU_SLOWDOWN = 4;
/** After the load or the preparation, before the action. */
const SETTLE_MS = 1_000;

export interface InteractionFigures {
  /** The longest main-thread task from the action's start until its answer was painted (ms). */
  readonly longestTaskMs: number;
  /**
   * Of those tasks, the time past 50 ms of each, summed (Lighthouse's blocking time over the action):
   * steadier than the longest alone on a loaded host, where one task that the machine held back
   * makes the longest.
   */
  readonly blockingMs: number;
  /** From the action's start to the first frame after its answer showed (ms); NaN for an action without one. */
  readonly toPaintMs: number;
  /**
   * From the action's first input event in the page (a press or a key, its timeStamp) to that frame:
   * what a visitor waits, without the driver's own steps before the press (scrolling the target into
   * view, waiting for it to be still), which the time above includes.
   */
  readonly fromPressMs: number;
  /**
   * From the first input event to the end of the rendering of the frame that first showed the answer
   * (its long animation frame's end; the figure above when that frame was short and has none): the
   * figures above wait for a task after that frame, which runs behind every task queued before it
   * (e.g. the navigation the details start after their frame), though the visitor saw the answer.
   */
  readonly frameFromPressMs: number;
  /** Scripts the page fetched for the action (gzip KB). */
  readonly scriptsKb: number;
  /** The answers its scripts fetched (data, from any origin: the portal's and the platform's; gzip KB). */
  readonly dataKb: number;
  /** When traced: the action's long tasks, each with its longest parts and the functions sampled in it most. */
  readonly tasks?: readonly LongTask[];
}

export interface Interaction {
  /**
   * Brings the page to where the action starts (after the load, with the CPU not yet throttled);
   * it may name the answer's selector when the answer depends on what it found (a count).
   */
  readonly prepare?: (page: Page) => Promise<string | void>;
  /** The action, driven like a person would (clicks, keys). */
  readonly act: (page: Page) => Promise<void>;
  /** A selector that matches once the action's answer is on the page (unless prepare names one); none: only its tasks count. */
  readonly answer?: string;
}

/** Long tasks from now on, kept by the page (the longtask entries are not buffered before observing). */
const observeLongTasks = (page: Page) =>
  page.evaluate(() => {
    const record = window as unknown as { casinoLongTasks: number[] };
    record.casinoLongTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.casinoLongTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
  });

/** The time of the page's first press or key from now on (the event's timeStamp), kept by the page. */
const observeFirstInput = (page: Page) =>
  page.evaluate(() => {
    const record = window as unknown as { casinoFirstInput: number | null };
    record.casinoFirstInput = null;
    for (const type of ['pointerdown', 'touchstart', 'keydown'])
      window.addEventListener(type, (event) => (record.casinoFirstInput ??= event.timeStamp), { capture: true, passive: true });
  });

/** Until no request of the page has been in flight for `quietMs` (a load state already reached answers at once). */
const networkQuiet = async (page: Page, quietMs = 500, timeoutMs = 15_000) => {
  let inFlight = 0;
  let quietSince = Date.now();
  const started = () => void (inFlight += 1);
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) quietSince = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until && (inFlight > 0 || Date.now() - quietSince < quietMs)) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
};

/**
 * One action on a fresh page. `trace`: the action also runs under Chromium's tracing with its
 * sampling profiler (which costs some time of its own: compare traced runs with traced runs only).
 */
export const measureInteraction = async (browser: Browser, url: string, interaction: Interaction, trace = false): Promise<InteractionFigures> => {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    const answer = (await interaction.prepare?.(page)) ?? interaction.answer ?? null;
    // What settles after the load or the preparation (the runtime's start, a catalogue's decoding) is not the action's.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(SETTLE_MS);
    const fetched: Array<Promise<{ readonly kind: 'script' | 'data'; readonly bytes: number }>> = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const kind = type === 'script' ? 'script' : type === 'fetch' || type === 'xhr' ? 'data' : null;
      if (kind === null || !response.ok()) return;
      fetched.push(
        response.body().then(
          (body) => ({ kind, bytes: gzipBytes(new Uint8Array(body)) }),
          () => ({ kind, bytes: 0 }),
        ),
      );
    });
    await observeLongTasks(page);
    await observeFirstInput(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // The page watches for the answer from before the action, so the frame found is the first that
    // shows it, not the first after the driver's next round trip (which waits behind whatever the
    // page runs after the answer): a frame's callback, then the task after it (the frame has been
    // produced by then).
    if (answer !== null)
      await page.evaluate((selector) => {
        const record = window as unknown as {
          casinoAnswerPainted: Promise<number>;
          casinoAnswerFrame: number;
          casinoFrames: Array<{ start: number; renderStart: number; end: number }>;
        };
        record.casinoFrames = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { renderStart: number }>)
            record.casinoFrames.push({ start: entry.startTime, renderStart: entry.renderStart, end: entry.startTime + entry.duration });
        }).observe({ type: 'long-animation-frame' });
        record.casinoAnswerPainted = new Promise<number>((resolve) => {
          // The frame's callbacks run as its rendering starts, after the answer came into the DOM.
          const settle = () =>
            requestAnimationFrame(() => {
              record.casinoAnswerFrame = performance.now();
              setTimeout(() => resolve(performance.now()), 0);
            });
          if (document.querySelector(selector)) return settle();
          new MutationObserver((_, observer) => {
            if (!document.querySelector(selector)) return;
            observer.disconnect();
            settle();
          }).observe(document.body, { childList: true, subtree: true, attributes: true });
        });
      }, answer);
    if (trace) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const started = await page.evaluate(() => performance.now());
    await interaction.act(page);
    const painted =
      answer === null ? Number.NaN : await page.evaluate(() => (window as unknown as { casinoAnswerPainted: Promise<number> }).casinoAnswerPainted);
    // What the action still fetches after its first answer (the rest of its data, its scripts) is its own.
    await networkQuiet(page);
    const tasks = trace
      ? longTasksOf((JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Parameters<typeof longTasksOf>[0] }).traceEvents)
      : undefined;
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const firstInput = await page.evaluate(() => (window as unknown as { casinoFirstInput: number | null }).casinoFirstInput);
    // The long animation frame whose rendering ran the answer's frame callback: its end is that frame's.
    const frameEnd =
      answer === null
        ? Number.NaN
        : await page.evaluate(() => {
            const record = window as unknown as { casinoAnswerFrame: number; casinoFrames: Array<{ start: number; renderStart: number; end: number }> };
            // A frame without a rendering update has renderStart 0: only one whose update ran the callback.
            const frame = record.casinoFrames.find(
              (entry) =>
                entry.renderStart > 0 &&
                entry.start <= record.casinoAnswerFrame &&
                entry.renderStart <= record.casinoAnswerFrame &&
                record.casinoAnswerFrame <= entry.end,
            );
            return frame === undefined ? null : frame.end;
          });
    const longTasks = await page.evaluate(() => (window as unknown as { casinoLongTasks: number[] }).casinoLongTasks);
    const sizes = await Promise.all(fetched);
    const kb = (kind: 'script' | 'data') => sizes.filter((size) => size.kind === kind).reduce((sum, size) => sum + size.bytes, 0) / 1024;
    return {
      longestTaskMs: Math.max(0, ...longTasks),
      blockingMs: longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      toPaintMs: painted - started,
      fromPressMs: firstInput === null ? Number.NaN : painted - firstInput,
      frameFromPressMs: firstInput === null ? Number.NaN : (frameEnd ?? painted) - firstInput,
      scriptsKb: kb('script'),
      dataKb: kb('data'),
      ...(tasks === undefined ? {} : { tasks }),
    };
  } finally {
    await context.close();
  }
};
