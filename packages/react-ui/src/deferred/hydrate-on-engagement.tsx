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
  const engage = () => {
    if (engaged) return;
    engaged = true;
    for (const type of ENGAGEMENT_EVENTS) events.removeEventListener(type, engage, options);
    settle();
  };
  for (const type of ENGAGEMENT_EVENTS) events.addEventListener(type, engage, options);
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

function UntilEngaged({ children }: { readonly children: ReactNode }) {
  const engagement = engagementOfPage();
  if (engagement !== null && !engagement.engaged()) use(engagement.whenEngaged);
  return children;
}

/** Its children, hydrated at the visitor's first engagement with the page rather than with its load. */
export function HydrateOnEngagement({ children }: { readonly children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <UntilEngaged>{children}</UntilEngaged>
    </Suspense>
  );
}
