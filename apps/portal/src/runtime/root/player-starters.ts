// How the player's session machines start (on-demand-table.ts, PLAYER_MACHINE_IDS), in a chunk of
// their own: the session relay holds them from a login to its logout, so a visitor's page never
// fetches their code nor starts them — the bonuses and opt-ins, the regulatory timer, the panic
// button's block and the notification socket. Each starts as a player's (the bonuses logged in);
// the relays then tell it what the player data knows (relays/player-data-relay.ts).
import { provideBonuses } from '../bonuses.ts';
import { provideNotifications } from '../notifications.ts';
import { providePanic } from '../panic.ts';
import type { PortalRuntime } from '../portal-runtime.ts';
import { provideRegulatoryTimer } from '../regulatory-timer.ts';
import { startInRoot } from './in-root.ts';
import type { OnDemandMachines, PlayerMachineId, RootView } from './on-demand-table.ts';
import type { OnDemandStarters } from './on-demand.ts';
import { SystemId } from './system-ids.ts';

export const playerStarters = (runtime: PortalRuntime, view: RootView): OnDemandStarters<Pick<OnDemandMachines, PlayerMachineId>> => ({
  [SystemId.bonuses]: () => startInRoot(view, provideBonuses(runtime), SystemId.bonuses, { loggedIn: true }),
  [SystemId.regulatoryTimer]: () => startInRoot(view, provideRegulatoryTimer(runtime), SystemId.regulatoryTimer, { nativeView: runtime.page.nativeView }),
  [SystemId.panic]: () => startInRoot(view, providePanic(runtime), SystemId.panic, { responsibleGamingUrl: runtime.config.responsibleGamingUrl }),
  [SystemId.notifications]: () => startInRoot(view, provideNotifications(runtime), SystemId.notifications),
});
