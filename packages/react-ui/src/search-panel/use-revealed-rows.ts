// How many rows of a list are drawn: a new list (another key) starts with the rows a phone's screen
// shows, and the rest follow in renders of their own, a step at a time, each in a transition (a
// keystroke interrupts it, a newer list replaces it). One commit inserting 40 rows of art was the
// longest task of typing into search on a 4× slower phone; a commit of ten is a fraction of it, and
// the rows below the screen come before anyone scrolls to them.
import { startTransition, useEffect, useState } from 'react';

/** Rows in a new list's first commit: a phone's screen holds some eight under the panel's head (rows of 80 px). */
export const FIRST_ROWS = 10;
/** Rows added per later render. */
export const ROWS_PER_STEP = 10;

/** The rows drawn after one more step, of a list of `total`. */
export const rowsAfterStep = (drawn: number, total: number): number => Math.min(total, drawn + ROWS_PER_STEP);

export const useRevealedRows = (listKey: string, total: number): number => {
  const [drawn, setDrawn] = useState({ key: listKey, count: FIRST_ROWS });
  // Another list: its first rows, in this render.
  if (drawn.key !== listKey) setDrawn({ key: listKey, count: FIRST_ROWS });
  const count = Math.min(total, drawn.key === listKey ? drawn.count : FIRST_ROWS);
  useEffect(() => {
    if (count >= total) return;
    startTransition(() => setDrawn((now) => (now.key === listKey ? { key: listKey, count: rowsAfterStep(now.count, total) } : now)));
  }, [listKey, count, total]);
  return count;
};
