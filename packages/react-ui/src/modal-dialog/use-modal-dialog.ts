// The one way a part shows the native <dialog> modally while it is mounted: the browser keeps focus
// inside and the page behind inert; Escape (the dialog's cancel) and a press on the backdrop ask the
// owner to close it (the owner unmounts it); unmounting closes it, and with `returnFocus` the focus
// goes back to what held it when it opened (the button that opened it).
import { useEffect, useLayoutEffect, useRef, type RefObject, type SyntheticEvent } from 'react';

export interface ModalDialogControl {
  /** The dialog's onCancel: Escape asks the owner instead of closing on its own. */
  readonly onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  /** The latest onClose (for a close the part decides later, such as after a slide). */
  readonly close: () => void;
}

/** `dialog`: the owner's ref on its <dialog> (the owner may style it, as a sheet that follows a finger does). */
export const useModalDialog = (
  dialog: RefObject<HTMLDialogElement | null>,
  onClose: () => void,
  { returnFocus }: { readonly returnFocus: boolean },
): ModalDialogControl => {
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  // Open in the commit that draws it, so the frame after the press shows it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const opener = returnFocus && document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    // The dialog element itself is only hit outside its content: the backdrop. Only a press that
    // also began there closes it: the lift of the press that opened the dialog (a finger held on
    // the panic button, whose click then lands where the backdrop now is) is not one.
    let pressedBackdrop = false;
    const onPress = (event: PointerEvent) => {
      pressedBackdrop = event.target === element;
    };
    const onBackdrop = (event: MouseEvent) => {
      if (event.target === element && pressedBackdrop) closeRef.current();
      pressedBackdrop = false;
    };
    element.addEventListener('pointerdown', onPress);
    element.addEventListener('click', onBackdrop);
    return () => {
      element.removeEventListener('pointerdown', onPress);
      element.removeEventListener('click', onBackdrop);
      element.close();
      if (opener?.isConnected) opener.focus();
    };
    // Once per mounting: the dialog opens with it and closes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return {
    onCancel: (event) => {
      event.preventDefault();
      closeRef.current();
    },
    close: () => closeRef.current(),
  };
};
