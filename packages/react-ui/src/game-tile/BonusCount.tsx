// A logged-in player's free spins or golden chips on a game, drawn in a tile's corner (tile-corner.ts)
// or beside the game details' heart: a short pill with the count and its kind in words, so it reads
// the same to a screen reader as to the eye. Not a control.
import './game-tile.css';

export interface BonusCountProps {
  readonly kind: 'free-spins' | 'golden-chips';
  /** The words, count included ("20 free spinů"). */
  readonly label: string;
}

export function BonusCount({ kind, label }: BonusCountProps) {
  return (
    <span className={`casino-bonus-count casino-bonus-count--${kind}`} data-bonus-count={kind}>
      {label}
    </span>
  );
}
