// A logged-in player's free spins or golden chips on a game, drawn in a tile's corner (tile-corner.ts)
// or beside the game details' heart: a short pill with the count and its kind in words, so it reads
// the same to a screen reader as to the eye. Not a control. A live table's tile, whose state and
// language fill its art's top, shows the count with its kind's icon instead of the words (game-tile.css),
// which stay for a screen reader.
import './game-tile.css';

export interface BonusCountProps {
  readonly kind: 'free-spins' | 'golden-chips';
  /** The words, count included ("20 free spinů"). */
  readonly label: string;
  /** The count alone ("20"), which a narrow place shows beside the kind's icon. */
  readonly count: string;
}

function BonusIcon({ kind }: { readonly kind: BonusCountProps['kind'] }) {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      {kind === 'golden-chips' ? (
        <>
          <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <circle cx="8" cy="8" r="3" fill="currentColor" />
        </>
      ) : (
        <path d="M13 8a5 5 0 1 1-1.5-3.6M13 2.5V5h-2.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
      )}
    </svg>
  );
}

export function BonusCount({ kind, label, count }: BonusCountProps) {
  return (
    <span className={`casino-bonus-count casino-bonus-count--${kind}`} data-bonus-count={kind}>
      <span className="casino-bonus-count__words">{label}</span>
      <span className="casino-bonus-count__short" aria-hidden="true">
        <BonusIcon kind={kind} />
        {count}
      </span>
    </span>
  );
}
