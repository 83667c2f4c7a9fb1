// Keep-alive. Runs as a child of the auth machine while a player is authenticated (auth invokes it
// with id 'keepAlive'); its final state (an internal logout) sends auth to guest. Usable alone: it
// also emits `keep-alive.logout`.
export { keepAliveMachine } from './keep-alive.machine.ts';
export { connect } from './keep-alive.connect.ts';
export type * from './keep-alive.types.ts';
