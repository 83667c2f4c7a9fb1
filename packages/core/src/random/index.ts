export { mulberry32, type RandomSource } from './mulberry32.ts';
