// Games picked by code over generated catalogues and any codes: exactly the list's games asked for,
// each once, in the list's order; codes the list lacks are left out.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateWorld } from '@casino/demo-data';
import { gamesByCode } from './games-by-code.ts';

describe('games by code', () => {
  it('are the list’s games asked for, each once, in its order; unknown codes are left out (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: 10_000 }), fc.array(fc.oneof(fc.nat({ max: 80 }), fc.string({ maxLength: 12 })), { maxLength: 60 }), (seed, picks) => {
        const games = generateWorld({ seed, size: 60 }).games;
        const codes = picks.map((pick) => (typeof pick === 'number' ? (games[pick]?.gameCode ?? `unknown-${pick}`) : pick));
        const picked = gamesByCode(games, codes);
        const asked = new Set(codes);
        const expected = games.filter((game, at) => asked.has(game.gameCode) && games.findIndex((other) => other.gameCode === game.gameCode) === at);
        expect(picked).toEqual(expected);
        for (const game of picked) expect(games).toContain(game);
      }),
      { numRuns: 30 },
    );
  });
});
