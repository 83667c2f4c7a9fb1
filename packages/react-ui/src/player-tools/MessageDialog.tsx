// A message to the player that waits for its OK (the player messages at game start and the bonus
// details that follow them, part 2 §4): a heading, the message, and one button that closes it. The
// button takes the focus, so Enter or Space reads as "seen".
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { ModalDialog } from './ModalDialog.tsx';
import './player-tools.css';

export interface MessageDialogProps {
  readonly title: string;
  readonly closeLabel: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly data?: Readonly<Record<`data-${string}`, string>>;
}

export function MessageDialog({ title, closeLabel, onClose, children, data }: MessageDialogProps) {
  const headingId = useId();
  const close = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => close.current?.focus(), []);
  return (
    <ModalDialog labelledBy={headingId} className="casino-message-dialog" onClose={onClose} data={data}>
      <h2 id={headingId} className="casino-message-dialog__title">
        {title}
      </h2>
      <div className="casino-message-dialog__body">{children}</div>
      <div className="casino-message-dialog__actions">
        <button ref={close} type="button" className="casino-message-dialog__close" onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
