// The one way to wait for the browser's idle moment: work that can wait for a pause in the page's
// own (the browser runtime's start, a list made before it is asked for) runs then, but no later
// than a bound, so that a page that never pauses still gets it.

/** Calls `then` at the browser's next idle moment, at most `timeoutMs` away (a task without idle callbacks); returns its cancel. */
export const nextIdle = (then: () => void, timeoutMs: number): (() => void) => {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(then, 0);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(then, { timeout: timeoutMs });
  return () => window.cancelIdleCallback(idle);
};
