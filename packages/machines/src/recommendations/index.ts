// Recommendation categories and the personalised picks. The portal passes the catalogue and the
// layout's categories as input (and `recommendations.set-games` / `recommendations.seed` when they
// change), sends `recommendations.personalise` { userId } after login and
// `recommendations.clear-personal` at logout, and provides drawRandom (Math.random),
// readPersonalisedCache / storePersonalisedGames (local storage, Date.now) and the service call.
export { recommendationsMachine } from './recommendations.machine.ts';
export { connect } from './recommendations.connect.ts';
export type * from './recommendations.types.ts';
