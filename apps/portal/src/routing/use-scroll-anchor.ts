// A page's widgets keep where the visitor was as an anchor (scroll-anchor.ts) while the page is
// shown, and put the window back on it when the visitor comes back to the page by a client
// navigation (back or forward): React Router first restores its pixel position, then, before that
// frame is painted, the window is moved to where the anchor's widget now is. Kept in this document's
// memory only: a document load (reload, back to another document) is the browser's restoration.
// Rows drawn only in the browser (a player's, the recommendation service's) are no anchors and are
// not counted: whether they are there yet differs between leaving and coming back.
import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { anchoredScrollY, scrollAnchorOf, type ScrollAnchor } from './scroll-anchor.ts';

/** This document's anchors by history entry key. */
const anchors = new Map<string, ScrollAnchor>();

const BROWSER_DRAWN = '[data-player-row], [data-service-row], [data-service-place]';

const widgetBoxes = (container: Element) =>
  [...container.children].filter((child) => !child.matches(BROWSER_DRAWN)).map((child) => child.getBoundingClientRect());

/** Keeps and restores the window's place among the children of the element with this id. */
export const useScrollAnchor = (containerId: string): void => {
  const { key } = useLocation();
  const navigation = useNavigationType();
  useLayoutEffect(() => {
    const container = document.getElementById(containerId);
    if (container === null) return;
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
    const anchor = navigation === 'POP' ? anchors.get(key) : undefined;
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
    return () => {
      cancelAnimationFrame(frame);
      cancelAnimationFrame(restoring);
      window.removeEventListener('scroll', onScroll);
    };
  }, [containerId, key, navigation]);
};
