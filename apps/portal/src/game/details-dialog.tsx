// The frame of game details over a page (part 2 §2 and §9): a modal dialog, a bottom sheet on phones
// and a card up to 500 px wide otherwise, with its close button. Part of every page's first scripts
// with the host (game-details-host.tsx), so that it opens in the click's own frame, drawing what the
// tile showed (details-preview.tsx) until the details' chunk and data arrive inside it. The native
// dialog traps focus and closes on Escape; a tap on the backdrop closes it; on a phone the sheet
// follows a finger dragging its head down and closes past the swipe rule (drawer-swipe.ts), with no
// animation for a visitor who prefers reduced motion.
import { useRef, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import { useModalDialog } from '@casino/react-ui';
import { useLingui } from '@lingui/react/macro';
import { sheetOffset, swipeCloses } from './drawer-swipe.ts';
import './game-details-over-page.css';

/** The sheet's layout: below the card's breakpoint (game-details-over-page.css). */
const SHEET_QUERY = '(max-width: 599px)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** How long the sheet takes to slide away or back (matches --duration-fast). */
const SLIDE_MS = 160;

export interface DetailsDialogProps {
  /** The id of the heading that names the dialog (the contents always render one). */
  readonly headingId: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

interface Drag {
  readonly pointerId: number;
  readonly startY: number;
  lastY: number;
  lastAt: number;
  velocity: number;
}

export function DetailsDialog({ headingId, onClose, children }: DetailsDialogProps) {
  const { t } = useLingui();
  // Open in the commit that draws the details, so the frame after the click shows them, and modal
  // after that frame: the page's inert style is not the click's work (use-modal-dialog.ts); the host
  // returns the focus itself (game-details-host.tsx).
  const dialog = useRef<HTMLDialogElement>(null);
  const { onCancel, close } = useModalDialog(dialog, onClose, { returnFocus: false, modalAfterFrame: true });
  const drag = useRef<Drag | null>(null);

  const slide = (offset: number, animated: boolean) => {
    const element = dialog.current;
    if (element === null) return;
    element.style.transition = animated && !window.matchMedia(REDUCED_MOTION_QUERY).matches ? `transform ${SLIDE_MS}ms ease-out` : 'none';
    element.style.transform = offset === 0 ? '' : `translateY(${offset}px)`;
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    // The close button is a button; only the sheet's head drags, and only as a sheet.
    if (!event.isPrimary || event.button !== 0 || (event.target as Element).closest('button') || !window.matchMedia(SHEET_QUERY).matches) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointerId: event.pointerId, startY: event.clientY, lastY: event.clientY, lastAt: event.timeStamp, velocity: 0 };
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    const elapsed = event.timeStamp - current.lastAt;
    if (elapsed > 0) current.velocity = (event.clientY - current.lastY) / elapsed;
    current.lastY = event.clientY;
    current.lastAt = event.timeStamp;
    slide(sheetOffset(event.clientY - current.startY), false);
  };
  const onPointerEnd = (event: ReactPointerEvent<HTMLDivElement>) => {
    const current = drag.current;
    if (current === null || current.pointerId !== event.pointerId) return;
    drag.current = null;
    const element = dialog.current;
    const height = element?.getBoundingClientRect().height ?? 0;
    const closes = event.type === 'pointerup' && swipeCloses({ distance: event.clientY - current.startY, velocity: current.velocity, height });
    if (!closes) return slide(0, true);
    slide(height, true);
    window.setTimeout(close, window.matchMedia(REDUCED_MOTION_QUERY).matches ? 0 : SLIDE_MS);
  };

  return (
    <dialog ref={dialog} className="casino-details-dialog" aria-labelledby={headingId} onCancel={onCancel}>
      <div className="casino-details-dialog__body">
        <div
          className="casino-details-dialog__bar"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
        >
          <span className="casino-details-dialog__grip" aria-hidden="true" />
          <button type="button" className="casino-details-dialog__close" onClick={onClose} aria-label={t`Zavřít detail hry`}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}

/** The details before anything is known of them but their address: a named, busy placeholder. */
export function DetailsPending({ headingId }: { readonly headingId: string }) {
  const { t } = useLingui();
  return (
    <div className="casino-details-dialog__skeleton" role="status">
      <h2 id={headingId} className="casino-visually-hidden">{t`Detail hry`}</h2>
      <span className="casino-visually-hidden">{t`Načítáme detail hry…`}</span>
    </div>
  );
}
