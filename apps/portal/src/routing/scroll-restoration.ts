// Scroll restoration is React Router's <ScrollRestoration> (root.tsx): a new page starts at the top,
// back and reload return to where the visitor was (part 1 §2). It restores a document's position
// from its inline script while the document is parsed, and a client navigation's in the commit that
// shows the page. Content that gets its height only from script is short at that moment: the
// all-games grid renders its first rows on the server and takes the height of all its rows once
// hydrated (the CSP allows no style attribute in the HTML), so the window stopped near the top,
// and the grid's virtualiser then scrolled it to its own start. Such content calls the callback of
// useRestoreScrollWhenLaidOut once it has its height, which scrolls to the position React Router
// stored for this history entry, under the storage key we give it.
import { useCallback } from 'react';
import { useLocation } from 'react-router';

import { SCROLL_POSITIONS_KEY } from './scroll-positions-key.ts';

/** The position stored under a history key (React Router writes a JSON object of numbers), if any. */
export const savedScrollPosition = (stored: string | null, key: string): number | null => {
  try {
    const positions: unknown = JSON.parse(stored ?? '{}');
    if (positions === null || typeof positions !== 'object' || !Object.hasOwn(positions, key)) return null;
    const y: unknown = (positions as Record<string, unknown>)[key];
    return typeof y === 'number' && Number.isFinite(y) ? y : null;
  } catch {
    return null;
  }
};

const readPositions = (): string | null => {
  try {
    return window.sessionStorage.getItem(SCROLL_POSITIONS_KEY);
  } catch {
    // Storage the browser refuses (privacy settings): nothing was stored either.
    return null;
  }
};

/** A callback for content that has just taken its full height: back to this entry's stored position. */
export const useRestoreScrollWhenLaidOut = (): (() => void) => {
  const { key } = useLocation();
  return useCallback(() => {
    const y = savedScrollPosition(readPositions(), key);
    if (y !== null && Math.abs(window.scrollY - y) >= 1) window.scrollTo(0, y);
  }, [key]);
};
