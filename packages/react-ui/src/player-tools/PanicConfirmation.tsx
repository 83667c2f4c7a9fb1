// The panic button's confirmation (part 2 §4): what the block does, Cancel (focused first: the safe
// choice) and the block itself; while the block runs it answers no second press, and a failed
// block says so and stays open to try again.
import { useId, useLayoutEffect, useRef } from 'react';
import { ModalDialog } from './ModalDialog.tsx';
import './player-tools.css';

export interface PanicConfirmationProps {
  readonly title: string;
  readonly text: string;
  readonly cancelLabel: string;
  readonly confirmLabel: string;
  readonly blockingLabel: string;
  /** Shown when the last block failed, or null. */
  readonly error: string | null;
  readonly blocking: boolean;
  readonly onCancel: () => void;
  readonly onConfirm: () => void;
}

export function PanicConfirmation(props: PanicConfirmationProps) {
  const headingId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => cancel.current?.focus(), []);
  const onCancel = () => {
    if (!props.blocking) props.onCancel();
  };
  return (
    <ModalDialog labelledBy={headingId} className="casino-dialog-card casino-panic-confirmation" onClose={onCancel} data={{ 'data-panic-confirmation': '' }}>
      <h2 id={headingId} className="casino-dialog-card__title">
        {props.title}
      </h2>
      <p className="casino-panic-confirmation__text">{props.text}</p>
      {props.error === null ? null : (
        <p className="casino-panic-confirmation__error" role="alert" data-panic-error="">
          {props.error}
        </p>
      )}
      <div className="casino-dialog-card__actions">
        <button ref={cancel} type="button" className="casino-dialog-card__secondary" onClick={onCancel} data-panic-cancel="">
          {props.cancelLabel}
        </button>
        <button
          type="button"
          className="casino-panic-confirmation__confirm"
          aria-disabled={props.blocking || undefined}
          onClick={() => {
            if (!props.blocking) props.onConfirm();
          }}
          data-panic-confirm=""
        >
          {props.blocking ? props.blockingLabel : props.confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
