// How each machine on demand starts (on-demand-machines.ts), in a chunk of its own: the portal
// imports it when something first reads one of them, so a page that reads none never fetches their
// code (their machines, providers and clients). Two chunks of their own are not here: the live
// lobby's (live-lobby.ts), so the hub's SignalR client reaches only the live pages, and the player's
// session machines (player-starters.ts), which only a login fetches.
import { createActor, type ActorRefFrom, type AnyActorLogic } from 'xstate';
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
import { startSearch } from '../search.ts';
import { provideVideoPreview } from '../video-preview.ts';
import { startInRoot } from './in-root.ts';
import { PageMachineId, type OnDemandMachines, type PlayerMachineId, type RootView } from './on-demand-table.ts';
import type { OnDemandStarters, Started } from './on-demand.ts';
import { SystemId } from './system-ids.ts';

type CommonMachines = Omit<OnDemandMachines, typeof PageMachineId.liveLobby | PlayerMachineId>;

export const portalStarters = (runtime: PortalRuntime, view: RootView): OnDemandStarters<CommonMachines> => {
  const inRoot = <L extends AnyActorLogic>(logic: L, systemId: string, input?: unknown) => startInRoot(view, logic, systemId, input);
  // A page's own machine: an actor of its own, as the page would create it.
  const onPage = <L extends AnyActorLogic>(logic: L, input: unknown): Started<ActorRefFrom<L>> => {
    const actor = createActor(logic, { input } as Parameters<typeof createActor<L>>[1]).start();
    return { actor: actor as unknown as ActorRefFrom<L>, stop: () => actor.stop() };
  };
  return {
    [SystemId.favourites]: () => inRoot(provideFavourites(runtime), SystemId.favourites),
    [SystemId.recommendations]: () => inRoot(provideRecommendations(runtime), SystemId.recommendations, { games: [], categories: view.categories() }),
    [SystemId.chat]: () => inRoot(provideChat(runtime), SystemId.chat, { loggedIn: view.loggedIn() }),
    [SystemId.gameSession]: () => inRoot(provideGameSession(runtime), SystemId.gameSession, gameSessionInput(runtime)),
    [SystemId.playerMessages]: () => inRoot(providePlayerMessages(runtime), SystemId.playerMessages),
    [SystemId.modalStack]: () => inRoot(provideModalStack(runtime), SystemId.modalStack, { myAccountOrigin: runtime.config.myAccountOrigin }),
    [SystemId.jackpots]: () => inRoot(provideJackpots(runtime), SystemId.jackpots, jackpotsInput(runtime)),
    [PageMachineId.search]: (input) => startSearch(runtime, input),
    [PageMachineId.filters]: (input) => onPage(provideFilters(runtime), input),
    [PageMachineId.liveWinners]: ({ catalogue }) => onPage(provideLiveWinners(runtime, catalogue), undefined),
    [PageMachineId.videoPreview]: ({ playMuted, ...input }) => onPage(provideVideoPreview(playMuted), input),
  } as OnDemandStarters<CommonMachines>;
};
