import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameArbitrary, gamesArbitrary, makeGame } from '../filters/test/catalogue-arbitraries.ts';
import { buildRecommendations } from './build-recommendations.ts';
import { scoreRecommendation } from './score-recommendation.ts';

const seed = makeGame({ gameCode: 'seed', provider: 'p1', collections: ['k1'] });

describe('buildRecommendations (D3)', () => {
  const games = [
    makeGame({ gameCode: 'far', provider: 'p9', type: 'Crash' }),
    seed,
    makeGame({ gameCode: 'near', provider: 'p1', collections: ['k1'] }),
    makeGame({ gameCode: 'mid-1', provider: 'p1' }),
    makeGame({ gameCode: 'mid-2', provider: 'p1' }),
  ];

  it('orders by score, ties in catalogue order, without the seed', () => {
    expect(buildRecommendations(seed, games, 'because-you-like').map((g) => g.gameCode)).toEqual(['near', 'mid-1', 'mid-2', 'far']);
  });

  it('holds at most `limit` games and never more than 30', () => {
    const many = Array.from({ length: 80 }, (_, i) => makeGame({ gameCode: `g${i}`, commercialTier: i % 11 }));
    expect(buildRecommendations(seed, many, 'live')).toHaveLength(30);
    expect(buildRecommendations(seed, many, 'live', 100)).toHaveLength(30);
    expect(buildRecommendations(seed, many, 'live', 5)).toHaveLength(5);
    expect(buildRecommendations(seed, many, 'live', 0)).toEqual([]);
  });

  it('is the first min(limit, 30) of a stable sort by score, seed excluded', () => {
    fc.assert(
      fc.property(
        gamesArbitrary(60),
        gameArbitrary,
        fc.constantFrom('because-you-like', 'because-you-played', 'live' as const),
        fc.integer({ min: 0, max: 40 }),
        (list, seedGame, kind, limit) => {
          const s = list[0] ?? seedGame;
          const expected = list
            .filter((g) => g.gameCode !== s.gameCode)
            .map((game) => ({ game, score: scoreRecommendation(s, game, kind) }))
            .sort((a, b) => b.score - a.score)
            .slice(0, Math.min(limit, 30))
            .map((entry) => entry.game);
          expect(buildRecommendations(s, list, kind, limit)).toEqual(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
