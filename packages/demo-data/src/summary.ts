// A short summary of a generated world: `node packages/demo-data/src/summary.ts [seed] [size]`.
import { DEFAULT_SEED, DEFAULT_SIZE, generateWorld } from './generate-world.ts';
import type { DemoWorld } from './world.ts';

const countBy = <T>(items: readonly T[], key: (item: T) => string): [string, number][] => {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
};

const table = (title: string, rows: readonly (readonly [string, number | string])[]): string => {
  const width = Math.max(...rows.map(([label]) => label.length), 8);
  return [title, ...rows.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`)].join('\n');
};

export const summarise = (world: DemoWorld, elapsedMs: number): string => {
  const providerName = new Map(world.providers.map((provider) => [provider.id, provider.name]));
  const entities: [string, number][] = [
    ['games', world.games.length],
    ['gameInfo', Object.keys(world.gameInfo).length],
    ['providers', world.providers.length],
    ['categories', world.categories.length],
    ['collections', world.collections.length],
    ['collectionGroups', world.collectionGroups.length],
    ['jackpots', world.jackpots.length],
    ['promotions', world.promotions.length],
    ['contentPages', world.contentPages.length],
    ['liveTables', world.liveTables.length],
    ['languageGroups', world.languageGroups.length],
    ['menus', world.menus.length],
    ['submenu', world.submenu.length],
    ['layouts', world.layouts.length],
    ['seo', Object.keys(world.seo).length],
    ['carousels', world.carousels.length],
    ['videoWidgets', world.videoWidgets.length],
    ['webMessages', world.webMessages.length],
    ['winners', world.winners.length],
    ['players', world.players.length],
  ];
  return [
    `Demo world: seed ${world.seed}, size ${world.size}, generated in ${elapsedMs.toFixed(1)} ms`,
    table('Entities', entities),
    table(
      'Games per type',
      countBy(world.games, (game) => game.type),
    ),
    table(
      'Games per provider',
      countBy(world.games, (game) => providerName.get(game.provider) ?? game.provider),
    ),
    table(
      'Categories per lobby and source',
      countBy(world.categories, (category) => `${category.lobby} ${category.type}`),
    ),
    table(
      'Players',
      world.players.map((player) => [player.username, player.description] as const),
    ),
  ].join('\n\n');
};

const toNumber = (text: string | undefined, fallback: number, name: string): number => {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got '${text}'`);
  return value;
};

if (import.meta.main) {
  const seed = toNumber(process.argv[2], DEFAULT_SEED, 'seed');
  const size = toNumber(process.argv[3], DEFAULT_SIZE, 'size');
  const started = performance.now();
  const world = generateWorld({ seed, size });
  console.log(summarise(world, performance.now() - started));
}
