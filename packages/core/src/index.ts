// @casino/core: entity types and every pure rule of the spec. No runtime dependencies; time,
// randomness and locale come in as arguments.
export * from './types/index.ts';
export * from './constants.ts';
export * from './cookies.ts';
export * from './locale/locales.ts';
export * from './errors.ts';
export * from './contract.ts';
export * from './filters/index.ts';
export * from './search/index.ts';
export * from './recommendations/index.ts';
export * from './live/index.ts';
export * from './jackpots/index.ts';
export * from './game-details/index.ts';
export * from './money/index.ts';
export * from './bonuses/index.ts';
export * from './snackbar/index.ts';
export * from './web-messages/index.ts';
export * from './player/index.ts';
export * from './routes/index.ts';
export * from './navigation/index.ts';
export * from './analytics/index.ts';
export * from './urls/index.ts';
export * from './locale/index.ts';
export * from './winners/index.ts';
export * from './chrome/index.ts';
export * from './random/index.ts';
export * from './mini-frontends/index.ts';
