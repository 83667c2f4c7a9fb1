// Player notifications. The portal provides `connection` (a callback actor around the api-clients
// notifications client, reporting notifications.connected / disconnected / closed / message /
// invalid-payload) and `dispatchBalanceEvent`; its root relays what the machine emits
// (notifications.messages-changed, balance-changed, reauthenticate) to the player data and auth.
export { notificationsMachine } from './notifications.machine.ts';
export { connect } from './notifications.connect.ts';
export type * from './notifications.types.ts';
