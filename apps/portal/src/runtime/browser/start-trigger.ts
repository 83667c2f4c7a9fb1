// When the browser runtime starts. A visitor's chrome needs none of it at first: the server painted
// the guest's header, the login button dispatches its event without it, links work, and the theme
// switch asks for the runtime when pressed (portal-system-provider.tsx). What needs it are notices
// and the build watcher, which can wait, and a session, which cannot: a browser that remembers a
// player (the remembered-username cookie, as the document's request carried it) starts it at
// once. Anyone else starts it at their first interaction (a pointer moving or pressing, a touch, a
// key, a wheel), or once the page has been
// left alone for a while after its load, so that notices still come to a visitor who only reads.
// Its clients and machines (some 100 KB of gzip JS and, on a slow phone, some 700 ms of main thread)
// then no longer compete with the page's load. Nor with the interaction that starts it: the start
// waits for the browser's next idle moment after it, so the answer to that first press (details
// opened over the page, a panel, a grid) is painted first instead of after the runtime's tasks.
import { nextIdle } from '@casino/react-ui';

/** What counts as the visitor's first interaction. */
export const INTERACTION_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const;

/** How long after the load a visitor who does nothing waits for the runtime (then the browser's next idle moment). */
export const LEFT_ALONE_MS = 10_000;

/** The longest the start waits after the first interaction for an idle moment. */
export const AFTER_INTERACTION_MS = 1_000;

export interface StartTrigger {
  /** Whether this browser may hold a player's session (then the runtime starts at once). */
  readonly mayHaveSession: boolean;
  /** Where interactions are heard (the window). */
  readonly events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Calls back once the page has been left alone long enough; returns its cancel. */
  readonly leftAlone: (then: () => void) => () => void;
  /** Calls back once the first interaction's own work is done (an idle moment); returns its cancel. */
  readonly afterInteraction: (then: () => void) => () => void;
}

/** Calls start once, at the first of: at once (a session), just after an interaction, the page left alone. Returns its cancel. */
export const whenToStart = ({ mayHaveSession, events, leftAlone, afterInteraction }: StartTrigger, start: () => void): (() => void) => {
  if (mayHaveSession) {
    start();
    return () => {};
  }
  let done = false;
  let cancelAfterInteraction = () => {};
  const fire = () => {
    if (done) return;
    stopWaiting();
    start();
  };
  const interacted = () => {
    stopListening();
    cancelAfterInteraction = afterInteraction(fire);
  };
  const options = { capture: true, passive: true } as const;
  for (const type of INTERACTION_EVENTS) events.addEventListener(type, interacted, options);
  const cancelLeftAlone = leftAlone(fire);
  const stopListening = () => {
    for (const type of INTERACTION_EVENTS) events.removeEventListener(type, interacted, options);
  };
  const stopWaiting = () => {
    done = true;
    stopListening();
    cancelLeftAlone();
    cancelAfterInteraction();
  };
  return stopWaiting;
};

/**
 * The page's own trigger: the root's data on the remembered-username cookie, the window,
 * LEFT_ALONE_MS after the load event and then an idle moment, and an idle moment after the first
 * interaction.
 */
export const pageStartTrigger = (mayHaveSession: boolean): StartTrigger => ({
  mayHaveSession,
  events: window,
  leftAlone: (then) => {
    let timer: number | undefined;
    let cancelIdle = () => {};
    const wait = () => {
      timer = window.setTimeout(() => (cancelIdle = nextIdle(then, 2_000)), LEFT_ALONE_MS);
    };
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      window.clearTimeout(timer);
      cancelIdle();
    };
  },
  afterInteraction: (then) => nextIdle(then, AFTER_INTERACTION_MS),
});
