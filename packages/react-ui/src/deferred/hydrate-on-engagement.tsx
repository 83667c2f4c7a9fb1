// Part of a server-rendered page that a visitor who only looks at the first screen never uses (a
// lobby's rows below it): the browser keeps the server's HTML, painted, with its links working, and
// hydrates it once the visitor engages with the page (a scroll, a pointer moving or pressing, a
// touch, a key, a wheel, a focus) instead of with the page's load, where each row's components and
// effects were part of the load's long tasks on a slow phone.
//
// Each part is a Suspense boundary of its own whose content suspends, during hydration, on the
// page's one engagement promise: React then leaves that boundary dehydrated (as it does an island
// whose module is not there yet, lazy-island.tsx) and hydrates it when the promise settles. The
// check is synchronous: the listeners are in the window's capture phase, before React's on the
// document, so a press or a key on a part not yet hydrated releases it first and React hydrates
// it at once and hands it the event (a link followed by React Router, not by a document load).
//
// What a dehydrated boundary must not see before its release is what an island must not see
// before its module (lazy-island.tsx): its props or a context above it changing, or React drops the
// server's HTML for the fallback. Such a change comes after an engagement (a navigation, a panel)
// or with the browser runtime's start, which releases the parts first (`releaseDeferredHydration`).
// The server renders the parts whole; a client render before any engagement (none: a navigation is
// one) would show them only at the first.
//
// A part that moves by itself (a ticker) may be on the first screen of a taller window than a
// phone's: given the id of its element (`whenSeen`), it is also released once that element is on
// the screen, so what a visitor sees moves without an engagement and what is below it waits.
import { Suspense, use, type ReactNode } from 'react';

/** What counts as engaging with the page. */
export const ENGAGEMENT_EVENTS = ['scroll', 'pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'focusin'] as const;

export interface Engagement {
  /** Whether the visitor has engaged (or the page released the parts). */
  readonly engaged: () => boolean;
  /** Settles at the first engagement. */
  readonly whenEngaged: Promise<void>;
  /** Releases the parts now, as an engagement would. */
  readonly engage: () => void;
}

/** Listens for the first engagement on `events` (the window), in the capture phase, once. */
export const engagementOn = (events: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>): Engagement => {
  let engaged = false;
  let settle: () => void = () => {};
  const whenEngaged = new Promise<void>((resolve) => (settle = resolve));
  const options = { capture: true, passive: true } as const;
  // A scroller inside the page that moves by itself (the carousel's autoplay, a row put back where it
  // was) fires scroll events too, which the window's capture phase sees: only the page's own scroll
  // is the visitor's (a row scrolled by hand comes with a touch, a wheel or a pointer first).
  const listener = (event: Event) => {
    if (event.type === 'scroll' && typeof Element === 'function' && event.target instanceof Element) return;
    engage();
  };
  const engage = () => {
    if (engaged) return;
    engaged = true;
    for (const type of ENGAGEMENT_EVENTS) events.removeEventListener(type, listener, options);
    settle();
  };
  for (const type of ENGAGEMENT_EVENTS) events.addEventListener(type, listener, options);
  return { engaged: () => engaged, whenEngaged, engage };
};

// The page's one engagement, listened for from the first part that hydrates; none on the server.
let pageEngagement: Engagement | null = null;
const engagementOfPage = (): Engagement | null => {
  if (typeof window === 'undefined') return null;
  pageEngagement ??= engagementOn(window);
  return pageEngagement;
};

/** Hydrates every part waiting for an engagement (the browser runtime's start, which changes a context above them). */
export const releaseDeferredHydration = (): void => {
  engagementOfPage()?.engage();
};

/**
 * Settles at the first of `engaged` and the element `element` coming on the screen (within the
 * viewport, no margin: below it a scroll comes first, which is an engagement).
 */
export const engagedOrSeen = (engaged: Promise<void>, element: Element, Observer: typeof IntersectionObserver): Promise<void> =>
  new Promise<void>((resolve) => {
    const observer = new Observer((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(element);
    void engaged.then(() => {
      observer.disconnect();
      resolve();
    });
  });

// One promise per watched id, the same at each of React's attempts to hydrate the part.
const releases = new Map<string, Promise<void> | null>();

/** What the part waits for before it hydrates; null: nothing (engaged, or its element is not to be found). */
const releaseOf = (engagement: Engagement, whenSeen: string | undefined): Promise<void> | null => {
  if (engagement.engaged()) return null;
  if (whenSeen === undefined) return engagement.whenEngaged;
  if (!releases.has(whenSeen)) {
    const element = document.getElementById(whenSeen);
    // Without its element (the part drew another one) or an observer the part cannot tell it is
    // seen: it hydrates with the load, as it did before it waited.
    releases.set(
      whenSeen,
      element === null || typeof IntersectionObserver !== 'function' ? null : engagedOrSeen(engagement.whenEngaged, element, IntersectionObserver),
    );
  }
  return releases.get(whenSeen) ?? null;
};

function UntilEngaged({ children, whenSeen }: { readonly children: ReactNode; readonly whenSeen: string | undefined }) {
  const engagement = engagementOfPage();
  const release = engagement === null ? null : releaseOf(engagement, whenSeen);
  if (release !== null) use(release);
  return children;
}

export interface HydrateOnEngagementProps {
  readonly children: ReactNode;
  /** The id of the part's element: hydrated once it is on the screen, if that comes before an engagement. */
  readonly whenSeen?: string;
}

/** Its children, hydrated at the visitor's first engagement with the page rather than with its load. */
export function HydrateOnEngagement({ children, whenSeen }: HydrateOnEngagementProps) {
  return (
    <Suspense fallback={null}>
      <UntilEngaged whenSeen={whenSeen}>{children}</UntilEngaged>
    </Suspense>
  );
}
