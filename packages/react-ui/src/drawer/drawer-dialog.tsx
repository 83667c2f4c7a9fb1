// The drawer itself (Ark UI's drawer), loaded when it first opens (Drawer.tsx): a sheet that slides
// up from the bottom on phones and in from the start on wider screens, closed by a swipe back the
// way it came (docs/design.md: "swipe or button to close"), the close button or Escape; focus is trapped
// inside and returns to the button that opened it (after the close's frame: use-focus-returned-after-frame.ts).
import { useSyncExternalStore } from 'react';
import { Drawer } from '@ark-ui/react/drawer';
import { Portal } from '@ark-ui/react/portal';
import type { DrawerProps } from './Drawer.tsx';
import { useClosedAfterFrame } from './use-closed-after-frame.ts';
import { useFocusReturnedAfterFrame } from './use-focus-returned-after-frame.ts';
import './drawer.css';

// drawer.css switches from the bottom sheet to the side panel at this width.
const SIDE_PANEL_QUERY = '(min-width: 600px)';

const useSidePanel = (): boolean =>
  useSyncExternalStore(
    (changed) => {
      const query = window.matchMedia(SIDE_PANEL_QUERY);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => window.matchMedia(SIDE_PANEL_QUERY).matches,
    () => false,
  );

export function DrawerDialog({ id, open: ownerOpen, onOpenChange, title, closeLabel, returnFocusTo, children }: DrawerProps) {
  // Closed by its owner, it is drawn as nothing at once and Ark hears of it later (use-closed-after-frame.ts).
  const { open, closing } = useClosedAfterFrame(ownerOpen);
  const closingMark = closing ? { 'data-closing': '' } : {};
  const sidePanel = useSidePanel();
  // With an opener named, the focus goes back to it after the close's frame (use-focus-returned-after-frame.ts), not from zag's trap.
  useFocusReturnedAfterFrame(open && returnFocusTo !== undefined, returnFocusTo);
  return (
    <Drawer.Root
      id={id}
      // The opener's aria-controls names the content: zag finds the element by these ids too.
      ids={{ content: `${id}-content` }}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      swipeDirection={sidePanel ? 'start' : 'down'}
      lazyMount
      unmountOnExit
      restoreFocus={returnFocusTo === undefined}
    >
      <Portal>
        <Drawer.Backdrop className="casino-drawer__backdrop" {...closingMark} />
        <Drawer.Positioner className="casino-drawer__positioner" {...closingMark}>
          <Drawer.Content className="casino-drawer">
            <div className="casino-drawer__head">
              <Drawer.Grabber className="casino-drawer__grabber">
                <Drawer.GrabberIndicator className="casino-drawer__grip" />
              </Drawer.Grabber>
              <Drawer.Title className="casino-drawer__title">{title}</Drawer.Title>
              <Drawer.CloseTrigger className="casino-close-button" aria-label={closeLabel}>
                <span aria-hidden="true">✕</span>
              </Drawer.CloseTrigger>
            </div>
            <div className="casino-drawer__body">{children}</div>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
