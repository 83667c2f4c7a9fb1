// Whether a downward swipe on the bottom sheet's head closes it: far enough (a quarter of the sheet,
// at most 120 px), or a flick (fast, past a small slop) — the way a phone's own sheets behave. Pure:
// the dialog (details-dialog.tsx) measures, this decides.

export interface Swipe {
  /** How far the finger went down since it pressed (px; negative is up). */
  readonly distance: number;
  /** Its speed at release (px per ms, downward positive). */
  readonly velocity: number;
  /** The sheet's height (px). */
  readonly height: number;
}

/** A drag shorter than this is a tap or a wobble, whatever its speed. */
export const SWIPE_SLOP_PX = 24;
const MAX_DISTANCE_PX = 120;
const FLICK_PX_PER_MS = 0.5;

export const swipeCloses = ({ distance, velocity, height }: Swipe): boolean =>
  distance >= Math.min(MAX_DISTANCE_PX, height / 4) || (distance > SWIPE_SLOP_PX && velocity >= FLICK_PX_PER_MS);

/** Where the sheet follows the finger: down only, never above where it rests. */
export const sheetOffset = (distance: number): number => Math.max(0, distance);
