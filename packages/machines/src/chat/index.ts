export { chatMachine } from './chat.machine.ts';
export { connect } from './chat.connect.ts';
export type * from './chat.types.ts';
