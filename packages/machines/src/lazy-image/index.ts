export { lazyImageMachine } from './lazy-image.machine.ts';
export { connect } from './lazy-image.connect.ts';
export type * from './lazy-image.types.ts';
