// Player notifications. The portal provides `connection` (a callback actor around the api-clients
// NotificationsClient, reporting notifications.connected / disconnected / closed / message /
// invalidPayload) and `dispatchBalanceEvent`; it forwards the emitted notifications.messages-changed and
// notifications.balance-changed to the player-data machine and notifications.reauthenticate to the auth machine.
export { notificationsMachine } from './notifications.machine.ts';
export { connect } from './notifications.connect.ts';
export type * from './notifications.types.ts';
