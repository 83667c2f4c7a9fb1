export * from './enums.ts';
export * from './catalogue.ts';
export * from './player.ts';
export * from './session.ts';
export * from './filters.ts';
