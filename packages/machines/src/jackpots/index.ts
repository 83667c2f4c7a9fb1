export { jackpotsMachine } from './jackpots.machine.ts';
export { connect } from './jackpots.connect.ts';
export type * from './jackpots.types.ts';
