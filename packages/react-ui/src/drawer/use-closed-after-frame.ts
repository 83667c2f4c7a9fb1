// A drawer that closes vanishes in the render that closes it, and Ark UI is told two frames later.
// Ark's close is costly on a slow phone: zag's machine undoes its focus trap, scroll lock and
// aria-hidden (a style recalculation of the whole page), and its presence unmounts the content in
// the next frame's animation callbacks, before that frame paints. Filters' Apply paints the grid in
// its click (apps/portal/src/filters/applied-signal.ts): with Ark closed in the same click, all of
// that came first (on a 4× slower phone some 200 ms of the click's task and of the frame after it).
// Hidden at once, the sheet is gone from the click's frame, and the close follows in the frame after
// it, whose rendering shows nothing new. Two frames: the first frame's own callbacks run before it
// paints, and a task queued from them may still run before the visitor sees it.
import { useEffect, useState } from 'react';

export interface ClosedAfterFrame {
  /** What Ark UI is told. */
  readonly open: boolean;
  /** Closed by its owner, not yet by Ark: the drawer is drawn as nothing (drawer.css, `data-closing`). */
  readonly closing: boolean;
}

export const useClosedAfterFrame = (open: boolean): ClosedAfterFrame => {
  const [arkOpen, setArkOpen] = useState(open);
  // Opening is told at once (in this render, no extra commit); a close pending is dropped by it.
  if (open && !arkOpen) setArkOpen(true);
  const closing = !open && arkOpen;
  useEffect(() => {
    if (!closing) return;
    // A hidden page draws no frames: it closes in the next task.
    if (document.visibilityState === 'hidden') {
      const timer = window.setTimeout(() => setArkOpen(false), 0);
      return () => window.clearTimeout(timer);
    }
    let second = 0;
    const first = requestAnimationFrame(() => (second = requestAnimationFrame(() => setArkOpen(false))));
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [closing]);
  return { open: open || arkOpen, closing };
};
