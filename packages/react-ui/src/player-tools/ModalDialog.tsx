// A modal dialog over the page (the native <dialog> shown modally, modal-dialog/use-modal-dialog.ts):
// focus kept inside, the page behind inert, Escape and the backdrop ask to close it, and the focus
// returns to what opened it. Mounted while open.
import { useRef, type ReactNode } from 'react';
import { useModalDialog } from '../modal-dialog/use-modal-dialog.ts';

export interface ModalDialogProps {
  /** The id of the heading that names the dialog. */
  readonly labelledBy: string;
  readonly className: string;
  /** Escape or the backdrop: the owner decides (and unmounts the dialog to close it). */
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Extra attributes the tests and styles read (data-*). */
  readonly data?: Readonly<Record<`data-${string}`, string>>;
}

export function ModalDialog({ labelledBy, className, onClose, children, data }: ModalDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { onCancel } = useModalDialog(dialog, onClose, { returnFocus: true });
  return (
    <dialog ref={dialog} className={`casino-modal-dialog ${className}`} aria-labelledby={labelledBy} onCancel={onCancel} {...data}>
      {children}
    </dialog>
  );
}
