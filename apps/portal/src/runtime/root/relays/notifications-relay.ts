// What an in-app notification does elsewhere (part 2 §4): a bonus notification refreshes the
// player's messages and bonuses, a balance notification updates the balance, a logout notification
// makes auth check the session again (and, if the platform ended it, leaves the player a guest). A
// confirmed bonus reloads the bonuses the same way. The socket and the bonuses run while a player is
// logged in (they start with the login): the relay follows each start.
import { fromCallback, type EventObject } from 'xstate';
import type { playerData } from '@casino/machines';
import { actorOf, type ActorLookup } from '../actor-of.ts';
import type { PortalOnDemand } from '../on-demand-machines.ts';
import { SystemId } from '../system-ids.ts';

/** The running player data, if a player is logged in outside the native view. */
const sendToPlayerData = (system: ActorLookup, event: playerData.PlayerDataEvent) => {
  actorOf(system, SystemId.auth).getSnapshot().children.playerData?.send(event);
};

export const notificationsRelay = fromCallback<EventObject, { readonly onDemand: PortalOnDemand }>(({ system, input: { onDemand } }) => {
  const listening = [
    onDemand.onStart(SystemId.notifications, (notifications) => {
      const subscriptions = [
        notifications.on('notifications.messages-changed', () => sendToPlayerData(system, { type: 'player-data.refresh', parts: ['messages', 'bonuses'] })),
        notifications.on('notifications.balance-changed', ({ balance }) => sendToPlayerData(system, { type: 'player-data.balance-updated', balance })),
        notifications.on('notifications.reauthenticate', () => actorOf(system, SystemId.auth).send({ type: 'auth.authenticate' })),
      ];
      return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    }),
    onDemand.onStart(SystemId.bonuses, (bonuses) => {
      const subscription = bonuses.on('bonuses.confirmed', () => sendToPlayerData(system, { type: 'player-data.refresh', parts: ['bonuses'] }));
      return () => subscription.unsubscribe();
    }),
  ];
  return () => listening.forEach((stopListening) => stopListening());
});
