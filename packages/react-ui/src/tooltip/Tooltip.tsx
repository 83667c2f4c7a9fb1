// A tooltip with the spec's delays, none on touch devices (part 2 §9). The trigger renders at once
// and keeps its own accessible name; Ark UI's tooltip (ark-tooltip.tsx) is loaded the first time a
// pointer or the focus reaches a trigger, and takes the trigger over from then on.
import { useRef, type ReactElement } from 'react';
import { deferredModule } from '../deferred/deferred-module.ts';
import { useDeferredModule } from '../deferred/use-deferred-module.ts';
import { useFocusCarriedOver } from '../deferred/use-focus-carried-over.ts';
import './tooltip-holder.css';

export interface TooltipProps {
  readonly content: string;
  /** One element that takes the trigger's props (a button or a link). */
  readonly children: ReactElement;
  /** True on touch devices. */
  readonly disabled?: boolean;
  /** A menu's tooltip: shown at once, hidden after 400 ms. */
  readonly menu?: boolean;
}

const arkTooltip = deferredModule(() => import('./ark-tooltip.tsx'));

export function Tooltip(props: TooltipProps) {
  const [loaded, load] = useDeferredModule(arkTooltip);
  const holder = useRef<HTMLSpanElement>(null);
  const active = loaded !== null && !props.disabled;
  useFocusCarriedOver(holder, active);
  const ask = props.disabled ? undefined : load;
  return (
    <span className="casino-tooltip-holder" ref={holder} onPointerEnter={ask} onFocus={ask}>
      {loaded !== null && active ? <loaded.ArkTooltip {...props} /> : props.children}
    </span>
  );
}
