// The header's search button (part 2 §2): a magnifier with its name for assistive technology and,
// from 600 px, a visible word. The portal opens the panel on click and fetches the panel's code on
// the first intent (a pointer over it, its focus).
import type { Ref } from 'react';
import './search-panel.css';

export interface SearchButtonProps {
  readonly ref?: Ref<HTMLButtonElement>;
  readonly label: string;
  readonly expanded: boolean;
  /** The panel's content id, once it exists. */
  readonly controls?: string;
  readonly onOpen: () => void;
  readonly onIntent: () => void;
}

export function SearchButton({ ref, label, expanded, controls, onOpen, onIntent }: SearchButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      className="casino-outline-button casino-search-button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      {...(controls ? { 'aria-controls': controls } : {})}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="casino-search-button__label">{label}</span>
    </button>
  );
}
