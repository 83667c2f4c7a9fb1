// The game session and the login flow it runs before real-money play. The portal provides the
// password prompt and check, loginForPlay (loginForPlayMachine.provide({...}) with authReady from the
// auth machine's `ready` flag, ensureFeatureToggles, the login dialog and its settling), the launch
// data and play-token calls, goBack/navigate/openExternal/openAppLink and the two trackers (and sends
// `game-session.stop` with canGoBack from the history state); it forwards
// `snackbar.show`, and tells the regulatory timer about real-money play (connect().playingReal).
export { gameSessionMachine } from './game-session.machine.ts';
export { loginForPlayMachine } from './login-for-play.machine.ts';
export { connect } from './game-session.connect.ts';
export type * from './game-session.types.ts';
