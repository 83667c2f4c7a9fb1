export { filtersMachine } from './filters.machine.ts';
export { connect } from './filters.connect.ts';
export { APPLIED_FILTERS_STORAGE_KEY } from './filters.types.ts';
export type * from './filters.types.ts';
