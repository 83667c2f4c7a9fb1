// One snackbar host: every `snackbar.show` any machine emits reaches the root's snackbar machine —
// the root's children, the player data inside auth, and each on-demand machine while it runs.
import { fromCallback, type AnyActorRef, type EventObject, type Subscription } from 'xstate';
import { actorOf, type ActorLookup } from '../actor-of.ts';
import { followChild } from '../follow-child.ts';
import type { PortalOnDemand } from '../on-demand-machines.ts';
import { PageMachineId } from '../on-demand-table.ts';
import { SystemId } from '../system-ids.ts';

/** The root's children whose machines emit snackbar requests. */
const EMITTERS = [SystemId.auth, SystemId.webMessages] as const;

/** The on-demand machines that emit snackbar requests (the live lobby's through its hub). */
const ON_DEMAND_EMITTERS = [
  SystemId.bonuses,
  SystemId.favourites,
  SystemId.recommendations,
  SystemId.gameSession,
  SystemId.playerMessages,
  SystemId.jackpots,
  SystemId.chat,
  PageMachineId.search,
  PageMachineId.filters,
  PageMachineId.liveWinners,
] as const;

/** Routes an actor's snackbar requests to the host; unsubscribe when the actor goes. */
const forwardSnackbars = (system: ActorLookup, emitter: AnyActorRef): Subscription => {
  const host = actorOf(system, SystemId.snackbar);
  return emitter.on('snackbar.show', (event) => host.send(event));
};

export const snackbarRelay = fromCallback<EventObject, { readonly onDemand: PortalOnDemand }>(({ system, input: { onDemand } }) => {
  const forwardWhileRunning = (emitter: AnyActorRef) => {
    const subscription = forwardSnackbars(system, emitter);
    return () => subscription.unsubscribe();
  };
  const subscriptions = [
    ...EMITTERS.map((id) => forwardSnackbars(system, actorOf(system, id))),
    followChild(actorOf(system, SystemId.auth), 'playerData', (playerData) => [forwardSnackbars(system, playerData)]),
  ];
  const listeners = [
    ...ON_DEMAND_EMITTERS.map((id) => onDemand.onStart(id, forwardWhileRunning)),
    onDemand.onStart(PageMachineId.liveLobby, (lobby) => forwardWhileRunning(lobby.hub)),
  ];
  return () => {
    subscriptions.forEach((subscription) => subscription.unsubscribe());
    listeners.forEach((stopListening) => stopListening());
  };
});
