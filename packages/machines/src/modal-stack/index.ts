export { modalStackMachine } from './modal-stack.machine.ts';
export { connect } from './modal-stack.connect.ts';
export { MY_ACCOUNT_CLOSE_MESSAGE } from './modal-stack.types.ts';
export type * from './modal-stack.types.ts';
