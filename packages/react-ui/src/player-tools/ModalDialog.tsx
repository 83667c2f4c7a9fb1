// A modal dialog over the page (the native <dialog> shown modally): the browser keeps focus inside
// it and the page behind inert; Escape and a press on the backdrop ask to close it; when it goes,
// focus returns to what held it before (the button that opened it). Mounted while open.
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';

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
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    // The dialog element itself is only hit outside its content: the backdrop.
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === element) closeRef.current();
    };
    element.addEventListener('click', onBackdrop);
    return () => {
      element.removeEventListener('click', onBackdrop);
      element.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={`casino-modal-dialog ${className}`}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        event.preventDefault();
        closeRef.current();
      }}
      {...data}
    >
      {children}
    </dialog>
  );
}
