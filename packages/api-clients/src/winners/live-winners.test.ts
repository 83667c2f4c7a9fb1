import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generateWorld } from '@casino/demo-data';
import type { LiveWinnerWire } from '@casino/core';
import { knownGameWinners } from './live-winners.ts';

const world = generateWorld({ seed: 9, size: 120 });
const winner = (gameCode: string, amount = 100): LiveWinnerWire => ({
  gameCode,
  nickname: 'Jan***',
  amount,
  currencyCode: 'CZK',
  wonAt: '2026-11-21T11:00:00Z',
});

describe('knownGameWinners (part 2 §5: only winners whose game is known)', () => {
  it('keeps known games with their game and drops unknown ones, in feed order', () => {
    const [first, second] = world.games;
    const result = knownGameWinners([winner('unknown'), winner(second!.gameCode, 5), winner(first!.gameCode, 9)], world.games);
    expect(result.map((w) => [w.gameCode, w.amount])).toEqual([
      [second!.gameCode, 5],
      [first!.gameCode, 9],
    ]);
    expect(result[0]!.game).toBe(second);
  });

  it('keeps exactly the winners whose code is in the catalogue', () => {
    const codes = world.games.map((g) => g.gameCode);
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...codes), fc.string()), { maxLength: 40 }), (gameCodes) => {
        const result = knownGameWinners(gameCodes.map((code) => winner(code)), world.games);
        expect(result.map((w) => w.gameCode)).toEqual(gameCodes.filter((code) => codes.includes(code)));
        for (const w of result) expect(w.game.gameCode).toBe(w.gameCode);
      }),
    );
  });
});
