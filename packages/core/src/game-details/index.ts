export * from './details-tags.ts';
