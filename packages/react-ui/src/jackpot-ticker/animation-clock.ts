// One requestAnimationFrame loop for every ticker on the page: each subscriber is called once per
// frame with the wall-clock time. The loop runs only while someone listens and the document is
// visible (a hidden tab costs nothing; the values catch up from the clock when it comes back).
export type FrameListener = (nowMs: number) => void;

export interface AnimationClock {
  readonly subscribe: (listener: FrameListener) => () => void;
}

export const createAnimationClock = (): AnimationClock => {
  const listeners = new Set<FrameListener>();
  let frame: number | null = null;

  const stop = () => {
    if (frame !== null) cancelAnimationFrame(frame);
    frame = null;
  };
  const tick = () => {
    frame = null;
    const now = Date.now();
    for (const listener of listeners) listener(now);
    start();
  };
  function start() {
    if (frame === null && listeners.size > 0 && document.visibilityState === 'visible') frame = requestAnimationFrame(tick);
  }
  const onVisibilityChange = () => (document.visibilityState === 'visible' ? start() : stop());

  return {
    subscribe(listener) {
      if (listeners.size === 0) document.addEventListener('visibilitychange', onVisibilityChange);
      listeners.add(listener);
      start();
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stop();
        document.removeEventListener('visibilitychange', onVisibilityChange);
      };
    },
  };
};

/** The page's clock; created on first use in the browser (never on the server: only effects call it). */
let pageClock: AnimationClock | null = null;
export const sharedAnimationClock = (): AnimationClock => {
  pageClock ??= createAnimationClock();
  return pageClock;
};
