// The tooltip itself (Ark UI), loaded on first use by Tooltip.tsx: the spec's delays, 200 ms to
// show and none to hide, 0/400 ms for menus, 5 px from its trigger (part 2 §9).
import { Tooltip } from '@ark-ui/react/tooltip';
import { Portal } from '@ark-ui/react/portal';
import { MENU_TOOLTIP_HIDE_DELAY_MS, MENU_TOOLTIP_SHOW_DELAY_MS, POPOVER_DISTANCE, TOOLTIP_HIDE_DELAY_MS, TOOLTIP_SHOW_DELAY_MS } from '@casino/core';
import './tooltip.css';

import type { TooltipProps } from './Tooltip.tsx';

export function ArkTooltip({ content, children, disabled = false, menu = false }: TooltipProps) {
  return (
    <Tooltip.Root
      disabled={disabled}
      openDelay={menu ? MENU_TOOLTIP_SHOW_DELAY_MS : TOOLTIP_SHOW_DELAY_MS}
      closeDelay={menu ? MENU_TOOLTIP_HIDE_DELAY_MS : TOOLTIP_HIDE_DELAY_MS}
      positioning={{ placement: 'bottom', gutter: POPOVER_DISTANCE }}
      lazyMount
      unmountOnExit
    >
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner className="casino-tooltip__positioner">
          <Tooltip.Content className="casino-tooltip">{content}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
