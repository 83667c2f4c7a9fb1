export { themeMachine } from './theme.machine.ts';
export { connect } from './theme.connect.ts';
export { nextTheme } from './theme-cycle.ts';
export type * from './theme.types.ts';
