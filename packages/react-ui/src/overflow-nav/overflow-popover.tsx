// The "More" popover of an overflowing row (Ark UI), loaded the first time somebody reaches for the
// button (OverflowNav.tsx): placed below the button's end, POPOVER_DISTANCE away, closed by Escape
// and by a click outside, focus back on the button.
import type { ReactNode } from 'react';
import { Popover } from '@ark-ui/react/popover';
import { Portal } from '@ark-ui/react/portal';
import { POPOVER_DISTANCE } from '@casino/core';

export interface OverflowPopoverProps {
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The panel's accessible name ("More"). */
  readonly label: string;
  /** What the button shows. */
  readonly trigger: ReactNode;
  readonly children: ReactNode;
}

export function OverflowPopover({ open, onOpenChange, label, trigger, children }: OverflowPopoverProps) {
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end', gutter: POPOVER_DISTANCE }}
    >
      <Popover.Trigger className="casino-overflow-nav__more-button">{trigger}</Popover.Trigger>
      <Portal>
        <Popover.Positioner className="casino-overflow-nav__positioner">
          <Popover.Content className="casino-overflow-nav__panel" aria-label={label}>
            {children}
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
