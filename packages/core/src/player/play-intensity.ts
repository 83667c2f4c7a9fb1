// Heavily and lightly played games (D9, part 2 §9).
import { HEAVY_PLAY_ROUNDS } from '../constants.ts';

export type PlayIntensity = 'heavy' | 'light';

/** 'heavy' at 50 or more game rounds over the last month, 'light' below. */
export const playIntensity = (rounds: number): PlayIntensity => (rounds >= HEAVY_PLAY_ROUNDS ? 'heavy' : 'light');
