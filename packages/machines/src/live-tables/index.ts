// The live-table store. The portal forwards the hub connection's `hub-connection.message` events as
// live-tables.init / live-tables.update, and its reconnecting report as live-tables.stale.
export { liveTablesMachine } from './live-tables.machine.ts';
export { connect, liveLobbyGames } from './live-tables.connect.ts';
export type * from './live-tables.types.ts';
