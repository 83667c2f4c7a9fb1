// The portal's machines that no screen needs at once, each started when something reads it
// (on-demand.ts): the player's lists and picks, the chat, the game session, the player's messages,
// the My Account modal stack, the jackpots, and the pages' own machines (search, filters, live
// winners, the live lobby's feed, a tile's video preview). The session-long ones join the root's
// actor system under their system ids, so adapters and relays find them there while they run.
import { createActor, type ActorRefFrom, type AnyActorLogic, type AnyActorRef } from 'xstate';
import type { Game } from '@casino/core';
import type { chat, favourites, gameSession, jackpots, modalStack, playerMessages, recommendations, search, filters, liveWinners, videoPreview } from '@casino/machines';
import { provideChat } from '../chat.ts';
import { provideFavourites } from '../favourites.ts';
import { provideFilters } from '../filters.ts';
import { gameSessionInput, provideGameSession } from '../game-session.ts';
import { jackpotsInput, provideJackpots } from '../jackpots.ts';
import { provideLiveWinners } from '../live-winners.ts';
import { provideModalStack } from '../modal-stack.ts';
import { providePlayerMessages } from '../player-messages.ts';
import type { PortalRuntime } from '../portal-runtime.ts';
import { provideRecommendations } from '../recommendations.ts';
import { provideSearch } from '../search.ts';
import { provideVideoPreview } from '../video-preview.ts';
import type { LayoutCategory } from './layout-category.ts';
import { startLiveLobby, type LiveLobby } from './live-lobby.ts';
import { createOnDemand, type OnDemand, type Started } from './on-demand.ts';
import { SystemId } from './system-ids.ts';

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
  readonly [PageMachineId.search]: { readonly actor: ActorRefFrom<typeof search.searchMachine>; readonly input: search.SearchInput };
  readonly [PageMachineId.filters]: { readonly actor: ActorRefFrom<typeof filters.filtersMachine>; readonly input: filters.FiltersInput };
  readonly [PageMachineId.liveWinners]: { readonly actor: ActorRefFrom<typeof liveWinners.liveWinnersMachine>; readonly input: { readonly catalogue: () => readonly Game[] } };
  readonly [PageMachineId.liveLobby]: { readonly actor: LiveLobby; readonly input: { readonly games: readonly Game[] } };
  readonly [PageMachineId.videoPreview]: {
    readonly actor: ActorRefFrom<typeof videoPreview.videoPreviewMachine>;
    readonly input: videoPreview.VideoPreviewInput & { readonly playMuted: (videoUrl: string) => Promise<void> };
  };
};

export type PortalOnDemand = OnDemand<OnDemandMachines>;

/** What a starter reads of the root when its machine starts. */
export interface RootView {
  readonly root: () => AnyActorRef;
  readonly categories: () => readonly LayoutCategory[];
  readonly loggedIn: () => boolean;
}

export const createPortalOnDemand = (runtime: PortalRuntime, view: RootView): PortalOnDemand => {
  // A child of the root, in its system (its relays and adapters find it by system id). The root is
  // not busy with an event of its own when a screen reads a machine, so the child is there at once.
  const inRoot = <L extends AnyActorLogic>(logic: L, systemId: string, input?: unknown): Started<ActorRefFrom<L>> => {
    const root = view.root();
    root.send({ type: 'portal.start-child', id: systemId, logic, input });
    const child = root.system.get(systemId) as ActorRefFrom<L> | undefined;
    if (child === undefined) throw new Error(`portal: ${systemId} was read while the root was busy`);
    return { actor: child, stop: () => root.send({ type: 'portal.stop-child', id: systemId }) };
  };
  // A page's own machine: an actor of its own, as the page would create it.
  const onPage = <L extends AnyActorLogic>(logic: L, input: unknown): Started<ActorRefFrom<L>> => {
    const actor = createActor(logic, { input } as Parameters<typeof createActor<L>>[1]).start();
    return { actor: actor as unknown as ActorRefFrom<L>, stop: () => actor.stop() };
  };
  return createOnDemand<OnDemandMachines>({
    [SystemId.favourites]: () => inRoot(provideFavourites(runtime), SystemId.favourites),
    [SystemId.recommendations]: () => inRoot(provideRecommendations(runtime), SystemId.recommendations, { games: [], categories: view.categories() }),
    [SystemId.chat]: () => inRoot(provideChat(runtime), SystemId.chat, { loggedIn: view.loggedIn() }),
    [SystemId.gameSession]: () => inRoot(provideGameSession(runtime), SystemId.gameSession, gameSessionInput(runtime)),
    [SystemId.playerMessages]: () => inRoot(providePlayerMessages(runtime), SystemId.playerMessages),
    [SystemId.modalStack]: () => inRoot(provideModalStack(runtime), SystemId.modalStack, { myAccountOrigin: runtime.config.myAccountOrigin }),
    [SystemId.jackpots]: () => inRoot(provideJackpots(runtime), SystemId.jackpots, jackpotsInput(runtime)),
    [PageMachineId.search]: (input) => onPage(provideSearch(runtime), input),
    [PageMachineId.filters]: (input) => onPage(provideFilters(runtime), input),
    [PageMachineId.liveWinners]: ({ catalogue }) => onPage(provideLiveWinners(runtime, catalogue), undefined),
    [PageMachineId.liveLobby]: ({ games }) => {
      const lobby = startLiveLobby(runtime, games);
      return { actor: lobby, stop: lobby.stop };
    },
    [PageMachineId.videoPreview]: ({ playMuted, ...input }) => onPage(provideVideoPreview(playMuted), input),
  }) as PortalOnDemand;
};
