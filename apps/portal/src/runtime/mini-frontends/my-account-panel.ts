// The header account button's panel (part 2 §1, §2: the my-account mini-frontend): fetched at its
// first opening (only a player's header tools create this, so a visitor never fetches it), opened
// with what the chrome gives it in the page's words, redrawn while open when that changes, and the
// player's chosen action handed back to the chrome. A panel that does not load is the snackbar with
// Try again.
import { ErrorKey, isMyAccountActionKey, MiniFrontendName, MyAccountEvent, type MyAccountActionKey, type MyAccountShow } from '@casino/core';
import { snackbar } from '@casino/machines';
import type { PortalRuntime } from '../portal-runtime.ts';
import type { PortalSystem } from '../root/portal-system.ts';
import { SystemId } from '../root/system-ids.ts';
import { createMiniFrontendLoader } from './mini-frontend-manifest.ts';

export interface MyAccountPanel {
  /** Opens the panel with this (loading it first). */
  readonly open: (show: MyAccountShow) => Promise<void>;
  /** While the panel is open, it redraws with this; closed, nothing happens. */
  readonly update: (show: MyAccountShow) => void;
  /** Hears the panel's actions until the returned stop. */
  readonly start: (onAction: (key: MyAccountActionKey) => void) => () => void;
}

export const createMyAccountPanel = (runtime: PortalRuntime, system: PortalSystem): MyAccountPanel => {
  const { env } = runtime;
  const load = createMiniFrontendLoader(env, runtime.config.prematchEndpoint);
  let open = false;

  const openPanel = async (show: MyAccountShow) => {
    if (!(await load(MiniFrontendName.myAccount))) {
      system.get(SystemId.snackbar).send(snackbar.showAlert(ErrorKey.failedToLoadMyAccount, { retry: () => void openPanel(show) }));
      return;
    }
    open = true;
    env.events.dispatch(MyAccountEvent.show, show);
  };

  return {
    open: openPanel,
    update: (show) => {
      if (open) env.events.dispatch(MyAccountEvent.show, show);
    },
    start: (onAction) => {
      const unlistenClosed = env.events.listen(MyAccountEvent.closed, () => {
        open = false;
      });
      const unlistenAction = env.events.listen(MyAccountEvent.action, (event) => {
        // Another script's detail: only the known actions count.
        const key = (event as CustomEvent<unknown>).detail;
        if (isMyAccountActionKey(key)) onAction(key);
      });
      return () => {
        unlistenClosed();
        unlistenAction();
      };
    },
  };
};
