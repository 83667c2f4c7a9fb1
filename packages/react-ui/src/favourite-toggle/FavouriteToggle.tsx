// A player's favourite toggle (part 2 §3–§4): a heart button whose pressed state says whether the
// game is a favourite. While a toggle's call is in flight every toggle is unavailable (the spec
// takes one at a time); it stays focusable (aria-disabled, not disabled) so that a keyboard player's
// focus does not fall to the page's start, and the heart in flight shows a spinner.
import type { MouseEvent } from 'react';
import './favourite-toggle.css';

export interface FavouriteToggleProps {
  readonly pressed: boolean;
  /** Names the game and the action, already translated ("Přidat X do oblíbených"). */
  readonly label: string;
  readonly unavailable: boolean;
  /** This toggle's own call is in flight. */
  readonly busy: boolean;
  readonly onToggle: () => void;
  /** Tiles take the small heart over their art; details the larger one beside the name. */
  readonly size?: 'tile' | 'details';
}

export function FavouriteToggle({ pressed, label, unavailable, busy, onToggle, size = 'tile' }: FavouriteToggleProps) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // The tile's link is beside it, never under it; nothing else should hear this press.
    event.preventDefault();
    if (!unavailable) onToggle();
  };
  return (
    <button
      type="button"
      className={`casino-favourite-toggle casino-favourite-toggle--${size}`}
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      aria-disabled={unavailable || undefined}
      aria-busy={busy || undefined}
      onClick={press}
    >
      {busy ? (
        <span className="casino-favourite-toggle__spinner" aria-hidden="true" />
      ) : (
        <svg className="casino-favourite-toggle__heart" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 20.6 4.3 13.2a5 5 0 0 1 7.1-7.1l.6.6.6-.6a5 5 0 0 1 7.1 7.1Z" />
        </svg>
      )}
    </button>
  );
}
