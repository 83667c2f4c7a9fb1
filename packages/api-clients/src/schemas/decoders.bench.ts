// npm run bench: how long decoding the largest answers takes — the whole default catalogue (2000
// games) and its categories as the start-up fetch receives them — beside JSON.parse of the same body.
import { Effect, Schema } from 'effect';
import { describe, test } from 'vitest';
import { generateWorld } from '@casino/demo-data';
import { decoderFor } from '../http/decode.ts';
import { CategorySchema, GameSchema } from './catalogue.ts';

const world = generateWorld();
const where = { call: 'Bench.decode', errorKey: 'errors.failed-to-fetch-games' } as const;
const gamesBody = JSON.stringify(world.games);
const games = JSON.parse(gamesBody) as unknown;
const categories = JSON.parse(JSON.stringify(world.categories)) as unknown;
const decodeGames = decoderFor(Schema.Array(GameSchema), where);
const decodeCategories = decoderFor(Schema.Array(CategorySchema), where);
const runOptions = { time: 1000, iterations: 10, warmupTime: 200, warmupIterations: 2 };

describe(`decode the default world (${world.games.length} games, ${world.categories.length} categories)`, () => {
  test('games and categories', { timeout: 60_000 }, async ({ bench }) => {
    await bench.compare(
      bench('JSON.parse of the games body (baseline)', () => {
        JSON.parse(gamesBody);
      }),
      bench('Schema decode of the games', () => {
        Effect.runSync(decodeGames(games));
      }),
      bench('Schema decode of the categories', () => {
        Effect.runSync(decodeCategories(categories));
      }),
      runOptions,
    );
  });
});
