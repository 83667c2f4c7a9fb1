// When the browser runtime starts. A visitor's chrome needs none of it at first: the server painted
// the guest's header, the login button dispatches its event without it, links work, and the theme
// switch asks for the runtime when pressed (portal-system-provider.tsx). What needs it are notices
// and the build watcher, which can wait, and a session, which cannot: a browser that remembers a
// player (the remembered-username cookie, as the document's request carried it) starts it at once. Anyone else starts it at their first
// interaction (a pointer moving or pressing, a touch, a key, a wheel), or once the page has been
// left alone for a while after its load, so that notices still come to a visitor who only reads.
// Its clients and machines (some 100 KB of gzip JS and, on a slow phone, some 700 ms of main thread)
// then no longer compete with the page's load.
/** What counts as the visitor's first interaction. */
export const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const;

/** How long after the load a visitor who does nothing waits for the runtime (then the browser's next idle moment). */
export const LEFT_ALONE_MS = 10_000;

export interface StartTrigger {
  /** Whether this browser may hold a player's session (then the runtime starts at once). */
  readonly mayHaveSession: boolean;
  /** Where interactions are heard (the window). */
  readonly events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Calls back once the page has been left alone long enough; returns its cancel. */
  readonly leftAlone: (then: () => void) => () => void;
}

/** Calls start once, at the first of: at once (a session), an interaction, the page left alone. Returns its cancel. */
export const whenToStart = ({ mayHaveSession, events, leftAlone }: StartTrigger, start: () => void): (() => void) => {
  if (mayHaveSession) {
    start();
    return () => {};
  }
  let done = false;
  const fire = () => {
    if (done) return;
    cancel();
    start();
  };
  const options = { capture: true, passive: true } as const;
  for (const type of INTERACTION_EVENTS) events.addEventListener(type, fire, options);
  const cancelLeftAlone = leftAlone(fire);
  const cancel = () => {
    done = true;
    for (const type of INTERACTION_EVENTS) events.removeEventListener(type, fire, options);
    cancelLeftAlone();
  };
  return cancel;
};

/** The page's own trigger: the root's data on the remembered-username cookie, the window, LEFT_ALONE_MS after the load event and then an idle moment. */
export const pageStartTrigger = (mayHaveSession: boolean): StartTrigger => ({
  mayHaveSession,
  events: window,
  leftAlone: (then) => {
    let timer: number | undefined;
    let idle: number | undefined;
    const wait = () => {
      timer = window.setTimeout(() => {
        idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(then, { timeout: 2_000 }) : undefined;
        if (idle === undefined) then();
      }, LEFT_ALONE_MS);
    };
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      window.clearTimeout(timer);
      if (idle !== undefined) window.cancelIdleCallback(idle);
    };
  },
});
