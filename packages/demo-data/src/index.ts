export type * from './world.ts';
export { generateWorld, DEFAULT_NOW, DEFAULT_SEED, DEFAULT_SIZE, PREVIEW_PASSWORD } from './generate-world.ts';
