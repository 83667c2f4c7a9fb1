export type * from './world.ts';
