// The player data. Runs as a child of the auth machine while a player is authenticated outside the
// native view (auth invokes it with id 'playerData' and input { username, notificationToken }), so
// logout clears it by stopping it, and guests and the native view never fetch any of it. Usable
// alone with that input.
// The portal forwards balance notifications as `player-data.balance-updated`, and bonus notifications
// or a confirmed bonus as `player-data.refresh` { parts }.
export { playerDataMachine } from './player-data.machine.ts';
export { connect } from './player-data.connect.ts';
export { PLAYER_DATA_ERRORS } from './player-data.parts.ts';
export { PLAYER_DATA_PARTS } from './player-data.types.ts';
export type * from './player-data.types.ts';
