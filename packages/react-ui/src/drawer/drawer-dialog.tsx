// The drawer's dialog (Ark UI), loaded when the drawer first opens (Drawer.tsx): it slides up from
// the bottom on phones and in from the side on wider screens; focus is trapped inside, Escape and
// the close button close it, and focus returns to the button that opened it.
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import './drawer.css';

import type { DrawerProps } from './Drawer.tsx';

export function DrawerDialog({ id, open, onOpenChange, title, closeLabel, returnFocusTo, children }: DrawerProps) {
  return (
    <Dialog.Root
      id={id}
      // The opener's aria-controls names the content: zag finds the element by these ids too.
      ids={{ content: `${id}-content` }}
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      {...(returnFocusTo ? { finalFocusEl: returnFocusTo } : {})}
    >
      <Portal>
        <Dialog.Backdrop className="casino-drawer__backdrop" />
        <Dialog.Positioner className="casino-drawer__positioner">
          <Dialog.Content className="casino-drawer">
            <div className="casino-drawer__head">
              <span className="casino-drawer__grip" aria-hidden="true" />
              <Dialog.Title className="casino-drawer__title">{title}</Dialog.Title>
              <Dialog.CloseTrigger className="casino-drawer__close" aria-label={closeLabel}>
                <span aria-hidden="true">✕</span>
              </Dialog.CloseTrigger>
            </div>
            <div className="casino-drawer__body">{children}</div>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
