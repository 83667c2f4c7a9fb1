// A player message at game start (part 2 §4) as a modal dialog: the platform's words and OK; a bonus
// message that offers a bonus still waiting for the player's answer asks Accept or Decline instead
// (part 1 §4). While the answer is on its way both buttons are unavailable but keep the keyboard's
// focus, and Escape waits for it; a failed answer leaves the dialog open to answer again.
import { useId, useLayoutEffect, useRef } from 'react';
import { ModalDialog } from '../player-tools/ModalDialog.tsx';
import '../player-tools/player-tools.css';
import './bonus-popups.css';

export interface BonusOfferAnswer {
  readonly acceptLabel: string;
  readonly declineLabel: string;
  /** What the pressed button says while the answer is on its way. */
  readonly sendingLabel: string;
  /** Which answer is on its way, or null. */
  readonly sending: 'accept' | 'decline' | null;
  readonly onAccept: () => void;
  readonly onDecline: () => void;
}

export interface PlayerMessageDialogProps {
  readonly title: string;
  readonly text: string;
  readonly closeLabel: string;
  readonly onClose: () => void;
  /** Present when the message offers a bonus. */
  readonly offer?: BonusOfferAnswer | null;
}

export function PlayerMessageDialog({ title, text, closeLabel, onClose, offer }: PlayerMessageDialogProps) {
  const headingId = useId();
  const first = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => first.current?.focus(), []);
  const sending = offer?.sending ?? null;
  const close = () => {
    if (sending === null) onClose();
  };
  return (
    <ModalDialog
      labelledBy={headingId}
      className="casino-dialog-card casino-bonus-popup"
      onClose={close}
      data={{ 'data-player-message': offer ? 'offer' : 'message' }}
    >
      <h2 id={headingId} className="casino-dialog-card__title">
        {title}
      </h2>
      <p className="casino-bonus-popup__text">{text}</p>
      <div className="casino-dialog-card__actions casino-bonus-popup__actions">
        {offer ? (
          <>
            <button
              type="button"
              className="casino-dialog-card__secondary"
              aria-disabled={sending !== null || undefined}
              onClick={() => sending === null && offer.onDecline()}
              data-bonus-decline=""
            >
              {sending === 'decline' ? offer.sendingLabel : offer.declineLabel}
            </button>
            <button
              ref={first}
              type="button"
              className="casino-dialog-card__primary"
              aria-disabled={sending !== null || undefined}
              onClick={() => sending === null && offer.onAccept()}
              data-bonus-accept=""
            >
              {sending === 'accept' ? offer.sendingLabel : offer.acceptLabel}
            </button>
          </>
        ) : (
          <button ref={first} type="button" className="casino-dialog-card__primary" onClick={onClose} data-player-message-close="">
            {closeLabel}
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
