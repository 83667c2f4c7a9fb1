// Whether a row the lobby draws in the browser may draw yet (row-turns.ts): it asks for a turn once
// it has tiles to show and keeps it from then on; the turn goes back to the others once the row has
// been drawn (the effect's clean-up after the commit that drew it), or when the row goes before its
// turn came. A row that has its tiles when it is mounted (a lobby drawn again, with what its rows
// showed) is part of the page's first drawing and draws at once: the window's place is restored
// over it in that frame.
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { rowTurns, type NextFrame } from './row-turns.ts';

/**
 * How long the window has to be still before a row is drawn. A row drawn while a wheel's smooth
 * scroll still runs is not anchored (the scroll's animation goes on to where it was heading): the
 * screen moved by the row's height under the player's eyes. A scroll sends an event every frame.
 */
const STILL_MS = 150;

let lastScroll = Number.NEGATIVE_INFINITY;

/**
 * The next frame once the window has been still for a while. Checked again in the frame itself: a
 * scroll's event comes at a frame's start, before its frame callbacks, so a scroll that began
 * since is seen there and the row waits again.
 */
const stillFrame: NextFrame = (next) => {
  const wait = lastScroll + STILL_MS - performance.now();
  if (wait > 0) setTimeout(() => stillFrame(next), wait);
  else requestAnimationFrame(() => (performance.now() - lastScroll >= STILL_MS ? next() : stillFrame(next)));
};

/** The lobby's rows take turns in one queue, a still frame apart. */
const turns = rowTurns(stillFrame);

if (typeof window !== 'undefined') window.addEventListener('scroll', () => (lastScroll = performance.now()), { passive: true });

/**
 * Draws at once and puts the window back where the widgets on the screen were. The browser's own
 * scroll anchoring mostly does, but not always: a row drawn just above the widget crossing the
 * window's top (the player's "because you played" above a service row's place) pushed the screen
 * down by the row's height. Every widget on the screen is noted, since the one at the top may be a
 * place the same commit replaces: the first still there says how far the screen moved. Measured
 * after the browser's own adjustment, so only what it left is corrected, in the same frame, before
 * it is painted.
 */
const drawKeepingPlace = (draw: () => void) => {
  const widgets = window.scrollY > 0 ? [...(document.getElementById('main')?.children ?? [])] : [];
  const shown = widgets.flatMap((widget) => {
    const { top, bottom } = widget.getBoundingClientRect();
    return bottom > 0 && bottom > top && top < window.innerHeight ? [{ widget, top }] : [];
  });
  draw();
  const kept = shown.find(({ widget }) => widget.isConnected);
  if (kept === undefined) return;
  const moved = kept.widget.getBoundingClientRect().top - kept.top;
  if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
};

export const useRowTurn = (wantsToDraw: boolean): boolean => {
  const [drawing, setDrawing] = useState(wantsToDraw);
  useEffect(() => {
    if (!wantsToDraw || drawing) return;
    // Drawn in the frame its turn came in, which was checked still (a render React scheduled for
    // later could land while a scroll had begun again), with the reader's place kept around it.
    return turns.ask(() => drawKeepingPlace(() => flushSync(() => setDrawing(true))));
  }, [wantsToDraw, drawing]);
  return drawing;
};
