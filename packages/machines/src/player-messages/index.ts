// Player messages at game start. The portal sends `player-messages.game-started` { mode, bonusCode }
// when a game session starts for a player (never for guests or in the native view), provides the two
// fetches, and forwards `snackbar.show`.
export { playerMessagesMachine } from './player-messages.machine.ts';
export { connect } from './player-messages.connect.ts';
export { messageQueue } from './player-messages.queue.ts';
export { MESSAGE_DISPLAY_ORDER } from './player-messages.types.ts';
export type * from './player-messages.types.ts';
