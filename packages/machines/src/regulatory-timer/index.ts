// The regulatory session timer: `regulatory-timer.user-changed` from the player data (overview's
// firstLoginTimestampZoned), `regulatory-timer.play-changed` from the game session, and an injected `clock`.
export { regulatoryTimerMachine } from './regulatory-timer.machine.ts';
export { connect } from './regulatory-timer.connect.ts';
export type * from './regulatory-timer.types.ts';
