// The one way a part shows the native <dialog> modally while it is mounted: the browser keeps focus
// inside and the page behind inert; Escape (the dialog's cancel) and a press on the backdrop ask the
// owner to close it (the owner unmounts it); unmounting closes it, and with `returnFocus` the focus
// goes back to what held it when it opened (the button that opened it).
//
// With `modalAfterFrame`, the dialog opens non-modally in the commit that draws it and becomes modal
// two frames later. `showModal()` makes the whole page behind inert, which recalculates the style of
// every element of the page in the task that calls it: on a lobby of some 1,400 elements, on a 4×
// slower phone, ~70 ms of style and ~40 ms of layout inside the click that opened the game details,
// before their first frame. Shown with `show()` that frame styles only the dialog; the page turns
// inert after it (two frames: the first frame's own callbacks run before it paints). Until then
// the dialog's CSS draws it where the modal one will be, over a backdrop of its own (`:not(:modal)`),
// and Escape closes it as the modal dialog's cancel would.
import { useEffect, useLayoutEffect, useRef, type RefObject, type SyntheticEvent } from 'react';

export interface ModalDialogControl {
  /** The dialog's onCancel: Escape asks the owner instead of closing on its own. */
  readonly onCancel: (event: SyntheticEvent<HTMLDialogElement>) => void;
  /** The latest onClose (for a close the part decides later, such as after a slide). */
  readonly close: () => void;
}

export interface ModalDialogOptions {
  readonly returnFocus: boolean;
  /** Open non-modally at once and modally two frames later (see above); the CSS must draw `:not(:modal)`. */
  readonly modalAfterFrame?: boolean;
}

/** `dialog`: the owner's ref on its <dialog> (the owner may style it, as a sheet that follows a finger does). */
export const useModalDialog = (
  dialog: RefObject<HTMLDialogElement | null>,
  onClose: () => void,
  { returnFocus, modalAfterFrame = false }: ModalDialogOptions,
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
    let frame = 0;
    let modal = !modalAfterFrame;
    // Before it is modal, Escape is not the dialog's cancel: it asks the owner all the same.
    const onEarlyEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || modal) return;
      event.preventDefault();
      closeRef.current();
    };
    if (!element.open && modalAfterFrame) {
      element.show();
      element.addEventListener('keydown', onEarlyEscape);
      frame = requestAnimationFrame(
        () =>
          (frame = requestAnimationFrame(() => {
            frame = 0;
            if (!element.isConnected || !element.open) return;
            // A dialog open non-modally cannot be made modal: closed and shown again in one task,
            // with no frame between; focus stays inside it (showModal focuses it anew).
            element.close();
            element.showModal();
            modal = true;
          })),
      );
    } else if (!element.open) element.showModal();
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
      cancelAnimationFrame(frame);
      element.removeEventListener('keydown', onEarlyEscape);
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
