// The mobile drawer (part 2 §2, DESIGN.md): an Ark UI dialog that slides up from the bottom on
// phones and in from the side on wider screens; focus is trapped inside, Escape and the close
// button close it, and focus returns to the button that opened it.
import type { ReactNode } from 'react';
import { Dialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import './drawer.css';

export interface DrawerProps {
  readonly id: string;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly title: string;
  readonly closeLabel: string;
  /** Where focus goes when it closes (the opener, outside the dialog's own trigger). */
  readonly returnFocusTo?: () => HTMLElement | null;
  readonly children: ReactNode;
}

export function Drawer({ id, open, onOpenChange, title, closeLabel, returnFocusTo, children }: DrawerProps) {
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
