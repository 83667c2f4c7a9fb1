// The old my-account modal (part 2 §2 and §9): the operator's account pages in a frame, 1000 px wide
// on a desktop, with a close button of the portal's own (Escape and the backdrop close it too while
// the focus is on the portal's side; inside the frame, the frame's Close posts close-modal).
import { useId } from 'react';
import { ModalDialog } from './ModalDialog.tsx';
import './player-tools.css';

export interface MyAccountModalProps {
  readonly title: string;
  /** The frame's address (core's myAccountFrameUrl). */
  readonly src: string;
  readonly widthPx: number;
  readonly closeLabel: string;
  readonly onClose: () => void;
  /** 'dashboard' or 'deposit', for styles and tests. */
  readonly page: string;
}

export function MyAccountModal({ title, src, widthPx, closeLabel, onClose, page }: MyAccountModalProps) {
  const headingId = useId();
  return (
    <ModalDialog labelledBy={headingId} className="casino-my-account" onClose={onClose} data={{ 'data-my-account': page }}>
      <div className="casino-my-account__body" style={{ width: `min(${widthPx}px, 100vw)` }}>
        <div className="casino-my-account__bar">
          <h2 id={headingId} className="casino-my-account__title">
            {title}
          </h2>
          <button type="button" className="casino-player-tools__close" onClick={onClose} aria-label={closeLabel} data-my-account-close="">
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <iframe className="casino-my-account__frame" src={src} title={title} />
      </div>
    </ModalDialog>
  );
}
