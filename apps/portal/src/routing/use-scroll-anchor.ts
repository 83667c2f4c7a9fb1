// A page's widgets keep where the visitor was as an anchor (scroll-anchor.ts) while the page is
// shown, and put the window back on it when the visitor comes back to the page by a client
// navigation (back or forward): React Router first restores its pixel position, then, before that
// frame is painted, the window is moved to where the anchor's widget now is. Kept in this document's
// memory; as the page hides, the current entry's anchor is also kept in session storage, so a reload
// is put back on it too once the page has hydrated (until then it is at React Router's pixel
// position, some 30 px off). Another document load (back to another document) is the pixel position.
// Rows drawn only in the browser (a player's, the recommendation service's) are no anchors and are
// not counted: whether they are there yet differs between leaving and coming back.
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { safeStorage } from '../runtime/environment/safe-storage.ts';
import { anchoredScrollY, scrollAnchorOf, storedAnchorOf, storedAnchorText, type ScrollAnchor } from './scroll-anchor.ts';

/** This document's anchors by history entry key. */
const anchors = new Map<string, ScrollAnchor>();

/** Where a hiding page leaves its entry's anchor for its reload. */
const RELOAD_ANCHOR_KEY = 'casino-scroll-anchor';

/** Whether this document has drawn its first entry: only that one can be a reload's. */
let firstEntryDrawn = false;

/** Session storage, forgetting quietly where the browser refuses it (privacy settings, quota). */
const sessionStore = safeStorage(() => window.sessionStorage);

/** The anchor the page left for this entry as it hid, once (taken out of the storage). */
const takeReloadAnchor = (entry: string): ScrollAnchor | null => {
  const anchor = storedAnchorOf(sessionStore.getItem(RELOAD_ANCHOR_KEY), entry);
  sessionStore.removeItem(RELOAD_ANCHOR_KEY);
  return anchor;
};

const BROWSER_DRAWN = '[data-player-row], [data-service-row], [data-service-place]';

const widgetBoxes = (container: Element) =>
  [...container.children].filter((child) => !child.matches(BROWSER_DRAWN)).map((child) => child.getBoundingClientRect());

/** Keeps and restores the window's place among the children of the element with this id. */
export const useScrollAnchor = (containerId: string): void => {
  const { key, pathname, search } = useLocation();
  const navigation = useNavigationType();
  useLayoutEffect(() => {
    const container = document.getElementById(containerId);
    if (container === null) return;
    const entry = `${pathname}${search}#${key}`;
    const reloaded = firstEntryDrawn ? null : takeReloadAnchor(entry);
    firstEntryDrawn = true;
    let frame = 0;
    const keep = () => {
      frame = 0;
      const anchor = window.scrollY > 0 ? scrollAnchorOf(widgetBoxes(container)) : null;
      if (anchor === null) anchors.delete(key);
      else anchors.set(key, anchor);
    };
    // At most once a frame, when the window has moved (a scroll, or the browser's scroll anchoring
    // as content above changes height): the anchor is where the visitor is when they leave.
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(keep);
    };
    const listen = () => window.addEventListener('scroll', onScroll, { passive: true });
    const anchor = navigation === 'POP' ? (anchors.get(key) ?? reloaded ?? undefined) : undefined;
    // React Router's restoration is a layout effect of the root's, after the page's own: a frame
    // callback comes after it and before the frame is painted.
    let restoring =
      anchor === undefined
        ? 0
        : requestAnimationFrame(() => {
            restoring = 0;
            const y = anchoredScrollY(anchor, widgetBoxes(container), window.scrollY);
            if (y !== null && Math.abs(window.scrollY - y) >= 1) window.scrollTo(0, y);
            listen();
          });
    if (anchor === undefined) listen();
    // The page hides (a reload, another document): its place is kept for this entry's reload.
    const onPageHide = () => {
      if (restoring !== 0) return;
      keep();
      const kept = anchors.get(key);
      // A full or refused storage forgets it: the reload is put at React Router's pixel position.
      if (kept === undefined) sessionStore.removeItem(RELOAD_ANCHOR_KEY);
      else sessionStore.setItem(RELOAD_ANCHOR_KEY, storedAnchorText(entry, kept));
    };
    window.addEventListener('pagehide', onPageHide);
    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(restoring);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, [containerId, key, navigation, pathname, search]);
};
