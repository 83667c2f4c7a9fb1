export { webMessagesMachine } from './web-messages.machine.ts';
export { connect } from './web-messages.connect.ts';
export type * from './web-messages.types.ts';
