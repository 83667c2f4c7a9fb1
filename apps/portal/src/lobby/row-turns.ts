// The rows a lobby draws in the browser (a player's rows, the recommendation service's) come in one
// at a time, a frame apart. A returning player's lists answer together, so all of a lobby's player
// rows (ten for the demo player, 2,900 px on a phone) were drawn in one commit: rows above the window
// and rows below it at once. The window stayed where it was (the browser's scroll anchoring keeps
// the row being read in place; screencast frames show nothing move), but Chromium then recorded a
// layout shift of 0.88 for rows below the window, which the rows above or the rows below alone never
// gave: a player who had scrolled scored as a badly jumping page in every layout-shift report. And
// a service row taking over from its place removes what the browser anchored to: a player row
// drawn above in that same frame pushed the screen down by its height. Drawn in turn, each change
// is anchored on its own. Pure but for the frame it is handed: the rows' hook (use-row-turn.ts) gives
// it the browser's next frame once the window is not being scrolled, the tests one they run.

/** Runs `next` at the start of a later frame of the browser's (requestAnimationFrame in a page). */
export type NextFrame = (next: () => void) => void;

export interface RowTurns {
  /**
   * Asks for a turn to draw: `granted` is called once, at a frame when no other row holds one, and
   * not in the frame the last was given back in. The function returned gives the turn back (the row has
   * drawn) or, before it came, withdraws the asking (the row went away).
   */
  readonly ask: (granted: () => void) => () => void;
}

interface Asking {
  readonly granted: () => void;
  state: 'waiting' | 'holding' | 'done';
}

export const rowTurns = (nextFrame: NextFrame): RowTurns => {
  const waiting: Asking[] = [];
  /** A turn is held, or the frame after one is awaited: nobody else is given one until then. */
  let busy = false;
  const grantNext = () => {
    const next = waiting.shift();
    busy = next !== undefined;
    if (next === undefined) return;
    next.state = 'holding';
    next.granted();
  };
  return {
    ask: (granted) => {
      const asking: Asking = { granted, state: 'waiting' };
      waiting.push(asking);
      if (!busy) {
        busy = true;
        nextFrame(grantNext);
      }
      return () => {
        if (asking.state === 'waiting') waiting.splice(waiting.indexOf(asking), 1);
        else if (asking.state === 'holding') nextFrame(grantNext);
        asking.state = 'done';
      };
    },
  };
};
