// The panic button. The portal sends `panic.user-changed` whenever the player's overview changes and
// provides `block`, `track` (tag manager) and `redirect` (window.location).
export { panicMachine } from './panic.machine.ts';
export { connect } from './panic.connect.ts';
export type * from './panic.types.ts';
