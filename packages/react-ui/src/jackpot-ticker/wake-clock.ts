// One timer for every ticker on the page: each subscriber says when it next needs a look (core's
// nextJackpotWakeAt) and the clock wakes once at the earliest of those times, calling everyone due.
// No per-frame loop: an idle page with tickers wakes a few times a second, and not at all while the
// document is hidden (the tickers catch up from the wall clock when it comes back).

/** Called at a wake with the wall-clock time; answers when it next needs a call (Infinity: never). */
export type WakeListener = (nowMs: number) => number;

export interface WakeClock {
  /** Calls the listener at once, then at each time it asks for; the returned function unsubscribes. */
  readonly subscribe: (listener: WakeListener) => () => void;
}

/** What the clock runs on: the browser's by default, a test's own otherwise. */
export interface WakeClockHost {
  readonly now: () => number;
  readonly setTimer: (run: () => void, delayMs: number) => unknown;
  readonly clearTimer: (timer: unknown) => void;
  readonly hidden: () => boolean;
  /** Calls `changed` when the document's visibility changes; answers the function that stops it. */
  readonly watchVisibility: (changed: () => void) => () => void;
}

export const browserWakeClockHost = (): WakeClockHost => ({
  now: () => Date.now(),
  setTimer: (run, delayMs) => setTimeout(run, delayMs),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
  hidden: () => document.visibilityState === 'hidden',
  watchVisibility: (changed) => {
    document.addEventListener('visibilitychange', changed);
    return () => document.removeEventListener('visibilitychange', changed);
  },
});

export const createWakeClock = (host: WakeClockHost): WakeClock => {
  const dueAt = new Map<WakeListener, number>();
  let timer: { readonly handle: unknown; readonly at: number } | null = null;
  let unwatch: (() => void) | null = null;

  const disarm = () => {
    if (timer !== null) host.clearTimer(timer.handle);
    timer = null;
  };
  const arm = () => {
    if (host.hidden()) return disarm();
    const earliest = Math.min(...dueAt.values());
    if (timer !== null && timer.at === earliest) return;
    disarm();
    if (!Number.isFinite(earliest)) return;
    timer = { handle: host.setTimer(wake, Math.max(0, earliest - host.now())), at: earliest };
  };
  const call = (listener: WakeListener, now: number) => dueAt.set(listener, listener(now));
  function wake() {
    timer = null;
    const now = host.now();
    for (const [listener, at] of dueAt) if (at <= now) call(listener, now);
    arm();
  }
  // Back in view: everyone looks once (the values moved on while hidden), then the timer resumes.
  const onVisibility = () => {
    if (host.hidden()) return disarm();
    const now = host.now();
    for (const listener of dueAt.keys()) call(listener, now);
    arm();
  };

  return {
    subscribe(listener) {
      unwatch ??= host.watchVisibility(onVisibility);
      call(listener, host.now());
      arm();
      return () => {
        dueAt.delete(listener);
        if (dueAt.size > 0) return arm();
        disarm();
        unwatch?.();
        unwatch = null;
      };
    },
  };
};

/** The page's clock; created on first use in the browser (never on the server: only effects call it). */
let pageClock: WakeClock | null = null;
export const sharedWakeClock = (): WakeClock => {
  pageClock ??= createWakeClock(browserWakeClockHost());
  return pageClock;
};
