// When a deferred module arrives, the plain element that stood in for its trigger is replaced by
// the module's own: React mounts a new element. If the old one had focus (a keyboard user tabbed to
// it, which is what asked for the module), focus moves to the new one instead of falling to <body>.
import { useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export const useFocusCarriedOver = (container: RefObject<HTMLElement | null>, swapped: boolean): void => {
  const seenSwapped = useRef(swapped);
  const carry = useRef(false);
  // The render that swaps runs while the old element is still in the document: ask it then.
  /* eslint-disable react-hooks/refs -- by the layout effect the old element is gone: only the render can ask it */
  if (swapped && !seenSwapped.current) {
    seenSwapped.current = true;
    carry.current = container.current?.contains(document.activeElement) ?? false;
  }
  /* eslint-enable react-hooks/refs */
  useLayoutEffect(() => {
    if (!carry.current) return;
    carry.current = false;
    container.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [swapped, container]);
};
