// Authentication.
//
// Wiring (how the session machines compose):
// - auth runs keep-alive and the player data as its own children while authenticated: it invokes
//   `keepAlive` (keepAliveMachine) first and then, outside the native view, `playerData`
//   (playerDataMachine with { username, notificationToken }). Leaving `authenticated` (logout, a
//   failed re-authentication, keep-alive's internal logout) stops both, which clears the player data
//   and the keep-alive; auth clears the notification token itself. The portal provides the children
//   with their own actors: authMachine.provide({ actors: { keepAlive: keepAliveMachine.provide(…),
//   playerData: playerDataMachine.provide(…), hasLoginCookie, validateSession, … } }). The player data
//   of the running child is `actor.getSnapshot().children.playerData`.
// - The portal starts the flow with `auth.authenticate` (with `native` credentials from the query for
//   a native launch), and sends it again after the login dialog or a LOGOUT notification.
// - Sibling machines follow auth's emitted events: `auth.authenticated` { username } → favourites
//   `favourites.login`, recommendations `recommendations.personalise`, bonuses `bonuses.sync`;
//   `auth.guest` → `favourites.logout`, `recommendations.clear-personal`. The player data's overview
//   feeds the regulatory timer (`regulatory-timer.user-changed`) and the panic button (`panic.user-changed`);
//   `snackbar.show` from every machine goes to the snackbar machine.
// Each machine also runs alone (Storybook) with fake actors.
export { authMachine } from './auth.machine.ts';
export { connect } from './auth.connect.ts';
export { completeNativeCredentials, selfExclusionRedirect } from './auth.rules.ts';
export type * from './auth.types.ts';
