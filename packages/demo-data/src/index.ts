// @casino/demo-data: a deterministic generator of the demo world (generateWorld) and what its
// consumers rely on: the fixed accounts, famous games, launch templates, asset ids and the world's
// invariants.
export type * from './world.ts';
export { generateWorld, DEFAULT_NOW, DEFAULT_SEED, DEFAULT_SIZE, PREVIEW_PASSWORD } from './generate-world.ts';
export { worldProblems, DEMO_USERNAMES } from './world-invariants.ts';
export { DEMO_PASSWORD, DEMO_SECOND_FACTOR_CODE, SELF_EXCLUSION_REDIRECT_URL } from './players.ts';
export { famousGames, FAMOUS_GAMES_MIN_SIZE, type FamousGame } from './game-names.ts';
export { demoLaunchTemplate, realLaunchTemplate } from './launch.ts';
export { AssetId, assetPath } from './assets.ts';
export { englishImage, paintedImages, type PaintedImage, type PaintedImageKind } from './painted-images.ts';
export { OPTED_IN_TAGS, OPTED_IN_TEMPLATE_CODES } from './promotions.ts';
export { UNKNOWN_WINNER_GAME_CODES } from './winners.ts';
export { BLACKJACK_SEATS } from './live-tables.ts';
export { createRandom, type Random } from './random.ts';
