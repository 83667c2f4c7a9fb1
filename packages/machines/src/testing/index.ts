export * from './model-coverage.ts';
