export { buildUpdateMachine } from './build-update.machine.ts';
export { connect } from './build-update.connect.ts';
export { DEFAULT_BUILD_POLL_INTERVAL_MS } from './build-update.types.ts';
export type * from './build-update.types.ts';
