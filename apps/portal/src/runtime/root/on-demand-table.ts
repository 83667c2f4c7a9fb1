// The on-demand machines' table: each id (the session-long ones by their system ids, the pages' own
// by PageMachineId) with its actor's and its input's type, and what a starter reads of the root.
// Both sides read it: the lazy front (on-demand-machines.ts) and the starters' chunk
// (on-demand-starters.ts), which the front imports dynamically, so the chunk imports nothing back.
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import type { Game } from '@casino/core';
import type {
  bonuses,
  chat,
  favourites,
  gameSession,
  jackpots,
  modalStack,
  notifications,
  panic,
  playerMessages,
  recommendations,
  regulatoryTimer,
  search,
  filters,
  liveWinners,
  videoPreview,
} from '@casino/machines';
import type { LayoutCategory } from './layout-category.ts';
import type { LiveLobby } from './live-lobby.ts';
import { SystemId } from './system-ids.ts';

/** The player's session machines: held from each login to its logout (relays/session-relay.ts), a chunk of their own. */
export const PLAYER_MACHINE_IDS = [SystemId.bonuses, SystemId.regulatoryTimer, SystemId.panic, SystemId.notifications] as const;
export type PlayerMachineId = (typeof PLAYER_MACHINE_IDS)[number];

export const PageMachineId = {
  search: 'search',
  filters: 'filters',
  liveWinners: 'live-winners',
  liveLobby: 'live-lobby',
  videoPreview: 'video-preview',
} as const;

// By the machines' own types: providing implementations changes no event, context or child type.
export type OnDemandMachines = {
  readonly [SystemId.favourites]: { readonly actor: ActorRefFrom<typeof favourites.favouritesMachine>; readonly input: void };
  readonly [SystemId.recommendations]: { readonly actor: ActorRefFrom<typeof recommendations.recommendationsMachine>; readonly input: void };
  readonly [SystemId.chat]: { readonly actor: ActorRefFrom<typeof chat.chatMachine>; readonly input: void };
  readonly [SystemId.gameSession]: { readonly actor: ActorRefFrom<typeof gameSession.gameSessionMachine>; readonly input: void };
  readonly [SystemId.playerMessages]: { readonly actor: ActorRefFrom<typeof playerMessages.playerMessagesMachine>; readonly input: void };
  readonly [SystemId.modalStack]: { readonly actor: ActorRefFrom<typeof modalStack.modalStackMachine>; readonly input: void };
  readonly [SystemId.jackpots]: { readonly actor: ActorRefFrom<typeof jackpots.jackpotsMachine>; readonly input: void };
  readonly [SystemId.bonuses]: { readonly actor: ActorRefFrom<typeof bonuses.bonusesMachine>; readonly input: void };
  readonly [SystemId.regulatoryTimer]: { readonly actor: ActorRefFrom<typeof regulatoryTimer.regulatoryTimerMachine>; readonly input: void };
  readonly [SystemId.panic]: { readonly actor: ActorRefFrom<typeof panic.panicMachine>; readonly input: void };
  readonly [SystemId.notifications]: { readonly actor: ActorRefFrom<typeof notifications.notificationsMachine>; readonly input: void };
  readonly [PageMachineId.search]: { readonly actor: ActorRefFrom<typeof search.searchMachine>; readonly input: search.SearchInput };
  readonly [PageMachineId.filters]: { readonly actor: ActorRefFrom<typeof filters.filtersMachine>; readonly input: filters.FiltersInput };
  readonly [PageMachineId.liveWinners]: {
    readonly actor: ActorRefFrom<typeof liveWinners.liveWinnersMachine>;
    readonly input: { readonly catalogue: () => readonly Game[] };
  };
  readonly [PageMachineId.liveLobby]: { readonly actor: LiveLobby; readonly input: { readonly games: readonly Game[] } };
  readonly [PageMachineId.videoPreview]: {
    readonly actor: ActorRefFrom<typeof videoPreview.videoPreviewMachine>;
    readonly input: videoPreview.VideoPreviewInput & { readonly playMuted: (videoUrl: string) => Promise<void> };
  };
};

/** What a starter reads of the root when its machine starts. */
export interface RootView {
  readonly root: () => AnyActorRef;
  readonly categories: () => readonly LayoutCategory[];
  readonly loggedIn: () => boolean;
}
