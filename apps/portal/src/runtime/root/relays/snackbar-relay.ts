// One snackbar host: every `snackbar.show` any machine emits reaches the root's snackbar machine —
// the root's children, the player data inside auth, and page machines attached later.
import { fromCallback, type AnyActorRef, type EventObject, type Subscription } from 'xstate';
import { actorOf, type ActorLookup } from '../actor-of.ts';
import { followChild } from '../follow-child.ts';
import { SystemId } from '../system-ids.ts';

/** The root's children whose machines emit snackbar requests. */
const EMITTERS = [
  SystemId.auth,
  SystemId.favourites,
  SystemId.recommendations,
  SystemId.bonuses,
  SystemId.gameSession,
  SystemId.playerMessages,
  SystemId.jackpots,
  SystemId.webMessages,
  SystemId.chat,
] as const;

/** Routes an actor's snackbar requests to the host; unsubscribe when the actor goes. */
export const forwardSnackbars = (system: ActorLookup, emitter: AnyActorRef): Subscription => {
  const host = actorOf(system, SystemId.snackbar);
  return emitter.on('snackbar.show', (event) => host.send(event));
};

export const snackbarRelay = fromCallback<EventObject>(({ system }) => {
  const subscriptions = [
    ...EMITTERS.map((id) => forwardSnackbars(system, actorOf(system, id))),
    followChild(actorOf(system, SystemId.auth), 'playerData', (playerData) => [forwardSnackbars(system, playerData)]),
  ];
  return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
});
