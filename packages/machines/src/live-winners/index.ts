export { liveWinnersMachine } from './live-winners.machine.ts';
export { connect } from './live-winners.connect.ts';
export type * from './live-winners.types.ts';
