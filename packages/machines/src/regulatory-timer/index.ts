// The regulatory session timer: `timer.userChanged` from the player data (overview's
// firstLoginTimestampZoned), `timer.playChanged` from the game session, and an injected `clock`.
export { regulatoryTimerMachine } from './regulatory-timer.machine.ts';
export { connect } from './regulatory-timer.connect.ts';
export type * from './regulatory-timer.types.ts';
