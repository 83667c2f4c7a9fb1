export { searchMachine } from './search.machine.ts';
export { connect } from './search.connect.ts';
export type * from './search.types.ts';
