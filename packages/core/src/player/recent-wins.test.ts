import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameResult } from '../types/index.ts';
import { recentWins } from './recent-wins.ts';

const result = (code: string, gameType: string, win: number): GameResult => ({ code, datetime: '2026-06-01T10:00:00Z', gameName: gameType, gameType, win });
const codes = (results: readonly GameResult[]) => results.map((r) => r.code);

describe('recentWins (D9)', () => {
  it.each([
    { name: 'no results', results: [], expected: [] },
    { name: 'ignores zero and negative wins', results: [result('1', 'a', 0), result('2', 'b', -5), result('3', 'c', 0.5)], expected: ['3'] },
    { name: 'keeps the highest win per game', results: [result('1', 'a', 10), result('2', 'a', 50), result('3', 'a', 20)], expected: ['2'] },
    { name: 'sorts by win, highest first', results: [result('1', 'a', 10), result('2', 'b', 30), result('3', 'c', 20)], expected: ['2', '3', '1'] },
    { name: 'a tie within a game keeps the earlier result', results: [result('1', 'a', 10), result('2', 'a', 10)], expected: ['1'] },
    { name: 'ignores non-numeric wins', results: [result('1', 'a', Number.NaN), result('2', 'b', 1)], expected: ['2'] },
  ])('$name', ({ results, expected }) => {
    expect(codes(recentWins(results))).toEqual(expected);
  });

  it('cuts to 30', () => {
    const results = Array.from({ length: 45 }, (_, i) => result(String(i), `g${i}`, i + 1));
    const wins = recentWins(results);
    expect(wins).toHaveLength(30);
    expect(wins[0]?.win).toBe(45);
    expect(wins.at(-1)?.win).toBe(16);
  });

  it("one entry per game, each the game's best positive win, sorted, at most 30", () => {
    const arb = fc.array(fc.record({ gameType: fc.constantFrom(...Array.from({ length: 40 }, (_, i) => `g${i}`)), win: fc.integer({ min: -10, max: 1000 }) }), {
      maxLength: 120,
    });
    fc.assert(
      fc.property(arb, (rows) => {
        const wins = recentWins(rows.map((row, i) => result(String(i), row.gameType, row.win)));
        expect(wins.length).toBeLessThanOrEqual(30);
        expect(new Set(wins.map((w) => w.gameType)).size).toBe(wins.length);
        for (let i = 1; i < wins.length; i += 1) expect(wins[i - 1]!.win).toBeGreaterThanOrEqual(wins[i]!.win);
        for (const win of wins) {
          expect(win.win).toBeGreaterThan(0);
          expect(win.win).toBe(Math.max(...rows.filter((row) => row.gameType === win.gameType).map((row) => row.win)));
        }
        const gamesWithWins = new Set(rows.filter((row) => row.win > 0).map((row) => row.gameType));
        expect(wins.length).toBe(Math.min(30, gamesWithWins.size));
      }),
    );
  });
});
