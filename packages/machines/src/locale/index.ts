export { localeMachine } from './locale.machine.ts';
export { connect } from './locale.connect.ts';
export type * from './locale.types.ts';
