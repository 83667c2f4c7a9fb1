// @casino/core: entity types and every pure rule of the spec. No runtime dependencies; time,
// randomness and locale come in as arguments.
export * from './types/index.ts';
export * from './constants.ts';
export * from './errors.ts';
export * from './contract.ts';
