// A tooltip (Ark UI) with the spec's delays: 200 ms to show and none to hide, 0/400 ms for menus,
// 5 px from its trigger; none at all on touch devices (part 2 §9). The trigger keeps its own
// accessible name: the tooltip only repeats it for pointer users.
import type { ReactElement } from 'react';
import { Tooltip as ArkTooltip } from '@ark-ui/react/tooltip';
import { Portal } from '@ark-ui/react/portal';
import { MENU_TOOLTIP_HIDE_DELAY_MS, MENU_TOOLTIP_SHOW_DELAY_MS, POPOVER_DISTANCE, TOOLTIP_HIDE_DELAY_MS, TOOLTIP_SHOW_DELAY_MS } from '@casino/core';
import './tooltip.css';

export interface TooltipProps {
  readonly content: string;
  /** One element that takes the trigger's props (a button or a link). */
  readonly children: ReactElement;
  /** True on touch devices. */
  readonly disabled?: boolean;
  /** A menu's tooltip: shown at once, hidden after 400 ms. */
  readonly menu?: boolean;
}

export function Tooltip({ content, children, disabled = false, menu = false }: TooltipProps) {
  return (
    <ArkTooltip.Root
      disabled={disabled}
      openDelay={menu ? MENU_TOOLTIP_SHOW_DELAY_MS : TOOLTIP_SHOW_DELAY_MS}
      closeDelay={menu ? MENU_TOOLTIP_HIDE_DELAY_MS : TOOLTIP_HIDE_DELAY_MS}
      positioning={{ placement: 'bottom', gutter: POPOVER_DISTANCE }}
      lazyMount
      unmountOnExit
    >
      <ArkTooltip.Trigger asChild>{children}</ArkTooltip.Trigger>
      <Portal>
        <ArkTooltip.Positioner className="casino-tooltip__positioner">
          <ArkTooltip.Content className="casino-tooltip">{content}</ArkTooltip.Content>
        </ArkTooltip.Positioner>
      </Portal>
    </ArkTooltip.Root>
  );
}
