// The panic button (part 2 §4): a click, or a press held for `holdMs` (a pointer, or Space held on
// the keyboard), asks for the confirmation. While a press is held, a bar fills over `holdMs` (a CSS
// animation: no script runs per frame); letting go early stops it. Which press opens what is the
// panic machine's: this only reports presses.
import { useId, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import './player-tools.css';

export interface PanicButtonProps {
  readonly label: string;
  /** How to use it ("Klikněte, nebo podržte 3 sekundy"). */
  readonly hint: string;
  readonly holdMs: number;
  readonly holding: boolean;
  readonly onClick: () => void;
  readonly onPressStart: () => void;
  readonly onPressEnd: () => void;
}

export function PanicButton({ label, hint, holdMs, holding, onClick, onPressStart, onPressEnd }: PanicButtonProps) {
  const hintId = useId();
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (!event.isPrimary || event.button !== 0) return;
    // Keeps the press's end on this button wherever the pointer goes.
    event.currentTarget.setPointerCapture(event.pointerId);
    onPressStart();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === ' ' && !event.repeat) onPressStart();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === ' ') onPressEnd();
  };
  return (
    <span className="casino-panic">
      <button
        type="button"
        className="casino-panic__button"
        style={{ '--panic-hold-ms': `${holdMs}ms` } as CSSProperties}
        aria-describedby={hintId}
        data-panic-button=""
        data-holding={holding ? '' : undefined}
        onClick={onClick}
        onPointerDown={onPointerDown}
        onPointerUp={onPressEnd}
        onPointerCancel={onPressEnd}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onBlur={onPressEnd}
        onContextMenu={(event) => event.preventDefault()}
      >
        <span className="casino-panic__label">{label}</span>
        <span className="casino-panic__progress" aria-hidden="true" data-panic-progress="" />
      </button>
      <span id={hintId} className="casino-visually-hidden">
        {hint}
      </span>
    </span>
  );
}
