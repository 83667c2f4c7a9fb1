// The demo world every fake answers from: one small generated catalogue (300 games) shared by all
// playgrounds, built on first use. Its "now" is the playground clock's time zero.
import { DEFAULT_NOW, generateWorld, type DemoPlayer, type DemoWorld } from '@casino/demo-data';

const DEMO_SIZE = 300;
let world: DemoWorld | null = null;

export const demoWorld = (): DemoWorld => (world ??= generateWorld({ seed: 1, size: DEMO_SIZE }));

/** Epoch ms of the playground clock's time zero: the demo world's "now". */
export const DEMO_EPOCH = Date.parse(DEFAULT_NOW);

/** A demo account: 'demo' has everything (balances, bonuses, favourites, history). */
export const demoPlayer = (world: DemoWorld, username = 'demo'): DemoPlayer => {
  const player = world.players.find((candidate) => candidate.username === username);
  if (!player) throw new Error(`demo world has no player ${username}`);
  return player;
};
