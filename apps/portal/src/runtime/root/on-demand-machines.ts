// The portal's machines that no screen needs at once, each started when something reads it
// (on-demand.ts): the player's lists and picks, the chat, the game session, the player's messages,
// the My Account modal stack, the jackpots, and the pages' own machines (search, filters, live
// winners, the live lobby's feed, a tile's video preview). The session-long ones join the root's
// actor system under their system ids, so adapters and relays find them there while they run.
// Their code (on-demand-starters.ts) is a chunk of its own, fetched at the first read; the live
// lobby's (live-lobby.ts, with the hub's SignalR client) is another, fetched only by the live pages.
import type { PortalRuntime } from '../portal-runtime.ts';
import { createOnDemand, type InputArgs, type OnDemand, type OnDemandStarters, type Opened } from './on-demand.ts';
import { PageMachineId, type OnDemandMachines, type RootView } from './on-demand-table.ts';
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
  let loadingCommon: Promise<void> | null = null;
  let loadingLiveLobby: Promise<void> | null = null;
  const load = (id: keyof OnDemandMachines) =>
    id === PageMachineId.liveLobby
      ? (loadingLiveLobby ??= import('./live-lobby.ts').then(({ liveLobbyStarter }) => {
          loaded = { ...loaded, [PageMachineId.liveLobby]: liveLobbyStarter(runtime) };
        }))
      : (loadingCommon ??= import('./on-demand-starters.ts').then(({ portalStarters }) => {
          loaded = { ...loaded, ...portalStarters(runtime, view) };
        }));
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
