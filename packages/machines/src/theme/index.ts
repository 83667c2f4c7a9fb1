export { themeMachine } from './theme.machine.ts';
export { connect } from './theme.connect.ts';
// The cycle is core's; the namespace keeps its earlier name for callers of theme.nextTheme.
export { nextThemeOption as nextTheme } from '@casino/core';
export type * from './theme.types.ts';
