// Where the focus goes once the drawer has closed: to the opener, after the frame that drew the
// drawer closed. Zag's focus trap returned it in a task just after Ark's close, while that close's
// changes (the content unmounted, aria-hidden and the scroll lock undone) were not yet laid out, so
// focus() laid out the whole page in that task (on a 4× slower phone most of a 120 ms task after
// filters' Apply). After the frame the layout is clean and the focus costs little. As zag's: the
// page does not scroll to the opener, a focus placed elsewhere meanwhile stays, and the ring shows
// when a key closed the drawer.
import { useEffect, useLayoutEffect, useRef } from 'react';

const INPUTS = ['keydown', 'pointerdown'] as const;

/** Whether the focus was dropped by the close (on the body, or on an element now gone), not placed elsewhere. */
const focusDropped = (active: Element | null): boolean => active === null || active === document.body || !active.isConnected;

export const useFocusReturnedAfterFrame = (open: boolean, returnFocusTo: (() => HTMLElement | null) | undefined): void => {
  const wasOpen = useRef(open);
  const byKeyboard = useRef(false);
  // The opener is read when the focus returns, not when the close began (owners pass a new function each render).
  const opener = useRef(returnFocusTo);
  useLayoutEffect(() => {
    opener.current = returnFocusTo;
  });
  useEffect(() => {
    if (!open) return;
    const heard = (event: Event) => void (byKeyboard.current = event.type === 'keydown');
    for (const type of INPUTS) document.addEventListener(type, heard, true);
    return () => {
      for (const type of INPUTS) document.removeEventListener(type, heard, true);
    };
  }, [open]);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    let timer: number | undefined;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        if (!focusDropped(document.activeElement)) return;
        opener.current?.()?.focus({ preventScroll: true, ...(byKeyboard.current ? { focusVisible: true } : {}) });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  }, [open]);
};
