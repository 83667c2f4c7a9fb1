// The mobile drawer (part 2 §2, docs/design.md). Closed, it is nothing at all: its dialog (Ark UI,
// drawer-dialog.tsx) is loaded when it first opens, or earlier when `preloadDrawer` is called (the
// opener does so when a pointer or the focus reaches it).
import { useEffect, type ReactNode } from 'react';
import { deferredModule } from '../deferred/deferred-module.ts';
import { useDeferredModule } from '../deferred/use-deferred-module.ts';
import { useOpenedAfterMount } from '../deferred/use-opened-after-mount.ts';

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

const drawerDialog = deferredModule(() => import('./drawer-dialog.tsx'));

/** Fetches the drawer's dialog ahead of its first opening. */
export const preloadDrawer = (): void => void drawerDialog.load().catch(() => undefined);

export function Drawer(props: DrawerProps) {
  const [loaded, load] = useDeferredModule(drawerDialog);
  useEffect(() => {
    if (props.open) load();
  }, [props.open, load]);
  const open = useOpenedAfterMount(props.open, loaded !== null);
  return loaded === null ? null : <loaded.DrawerDialog {...props} open={open} />;
}
