// Authentication. auth runs keep-alive and (outside the native view) the player data as its own
// children while authenticated, so leaving `authenticated` (logout, a failed re-authentication,
// keep-alive's internal logout) stops both, which clears the player data and the keep-alive; auth
// clears the notification token itself. The relations with the other machines (favourites,
// recommendations, bonuses, the timer, the panic button, notifications, chat, the snackbar) are
// wired in code by the portal's root (apps/portal/src/runtime/root); each machine also runs alone.
export { authMachine } from './auth.machine.ts';
export { connect } from './auth.connect.ts';
export { completeNativeCredentials, selfExclusionRedirect } from './auth.rules.ts';
export type * from './auth.types.ts';
