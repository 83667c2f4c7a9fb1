// The live-table store. The portal forwards the hub connection's `hub.message` events as
// liveTables.init / liveTables.update, and its reconnecting report as liveTables.stale.
export { liveTablesMachine } from './live-tables.machine.ts';
export { connect, liveLobbyGames } from './live-tables.connect.ts';
export type * from './live-tables.types.ts';
