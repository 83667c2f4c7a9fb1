// The one way a screen reads one of the player's session machines (the bonuses, the regulatory
// timer, the panic button, the notification socket): held while a player is logged in, so a
// visitor's page neither starts one nor fetches its code. The session itself holds them from the
// login to the logout (runtime/root/relays/session-relay.ts); a screen's hold only keeps one running
// until the screen has heard of a logout. Null for a visitor and until the machine has started.
import type { BrowserRuntime } from '../runtime/browser/browser-runtime.ts';
import type { OnDemandMachines, PlayerMachineId } from '../runtime/root/on-demand-table.ts';
import { useLoggedIn } from './use-session-status.ts';
import { useOnDemandMachine } from './use-on-demand-machine.ts';

export const usePlayerMachine = <K extends PlayerMachineId>(id: K, started: BrowserRuntime | null): OnDemandMachines[K]['actor'] | null => {
  const loggedIn = useLoggedIn(started);
  return useOnDemandMachine(id, { input: loggedIn ? ([] as never) : null, start: 'when-running' }, []);
};
