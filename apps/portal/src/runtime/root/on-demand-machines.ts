// The portal's machines that no screen needs at once, each started when something reads it
// (on-demand.ts): the player's session machines (bonuses, regulatory timer, panic button,
// notification socket: read by the session from a login to its logout), the player's lists and
// picks, the chat, the game session, the player's messages, the My Account modal stack, the
// jackpots, and the pages' own machines (search, filters, live winners, the live lobby's feed, a
// tile's video preview). The session-long ones join the root's actor system under their system ids,
// so adapters and relays find them there while they run. Their code is in three chunks, each fetched
// at the first read of one of its machines (one that failed is fetched again at the next read): the
// player's session machines' (player-starters.ts), the live lobby's (live-lobby.ts, with the hub's
// SignalR client) and the rest (on-demand-starters.ts).
import type { PortalRuntime } from '../portal-runtime.ts';
import { createOnDemand, loadUntilLoaded, type InputArgs, type OnDemand, type OnDemandStarters, type Opened } from './on-demand.ts';
import { PageMachineId, PLAYER_MACHINE_IDS, type OnDemandMachines, type RootView } from './on-demand-table.ts';
import { SystemId } from './system-ids.ts';

export type PortalOnDemand = OnDemand<OnDemandMachines>;

const ON_DEMAND_IDS = [
  SystemId.favourites,
  SystemId.recommendations,
  SystemId.chat,
  SystemId.gameSession,
  SystemId.playerMessages,
  SystemId.modalStack,
  SystemId.jackpots,
  ...PLAYER_MACHINE_IDS,
  ...Object.values(PageMachineId),
] as const satisfies readonly (keyof OnDemandMachines)[];

export interface PortalMachinesOnDemand {
  /** The relays' side: what runs, and each start. */
  readonly onDemand: PortalOnDemand;
  /** A reader's side: fetches the starters' chunk the first time, then opens (on-demand.ts). */
  readonly open: <K extends keyof OnDemandMachines>(id: K, ...input: InputArgs<OnDemandMachines[K]['input']>) => Promise<Opened<OnDemandMachines[K]['actor']>>;
}

export const createPortalOnDemand = (runtime: PortalRuntime, view: RootView): PortalMachinesOnDemand => {
  let loaded: Partial<OnDemandStarters<OnDemandMachines>> = {};
  const loadLiveLobby = loadUntilLoaded(() =>
    import('./live-lobby.ts').then(({ liveLobbyStarter }) => {
      loaded = { ...loaded, [PageMachineId.liveLobby]: liveLobbyStarter(runtime) };
    }),
  );
  const loadPlayer = loadUntilLoaded(() =>
    import('./player-starters.ts').then(({ playerStarters }) => {
      loaded = { ...loaded, ...playerStarters(runtime, view) };
    }),
  );
  const loadCommon = loadUntilLoaded(() =>
    import('./on-demand-starters.ts').then(({ portalStarters }) => {
      loaded = { ...loaded, ...portalStarters(runtime, view) };
    }),
  );
  const isPlayerMachine = (id: keyof OnDemandMachines): boolean => (PLAYER_MACHINE_IDS as readonly (keyof OnDemandMachines)[]).includes(id);
  const load = (id: keyof OnDemandMachines) => (id === PageMachineId.liveLobby ? loadLiveLobby() : isPlayerMachine(id) ? loadPlayer() : loadCommon());
  // Each starter hands over to the loaded one: `open` below loads the chunk before it opens.
  const starters = Object.fromEntries(
    ON_DEMAND_IDS.map((id) => [
      id,
      (input: unknown) => {
        const starter = loaded[id] as ((input: unknown) => unknown) | undefined;
        if (starter === undefined) throw new Error(`portal: ${id} was opened before its starter was loaded`);
        return starter(input);
      },
    ]),
  ) as unknown as OnDemandStarters<OnDemandMachines>;
  const onDemand = createOnDemand<OnDemandMachines>(starters);
  return {
    onDemand,
    open: async (id, ...input) => {
      await load(id);
      return onDemand.open(id, ...input);
    },
  };
};
