export { knownGameWinners } from './known-game-winners.ts';
