// The winners pages' rules over any feed: only positive wins, at most the limit, in their order;
// the hall of fame names each player once with their best win; jackpot wins are jackpot games only.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hallOfFame, jackpotWins, latestWins, topWins } from './winners-rules.ts';

interface TestWinner {
  readonly gameCode: string;
  readonly nickname: string;
  readonly amount: number;
  readonly wonAt: string;
  readonly game: { readonly jackpot: boolean };
}

const winner: fc.Arbitrary<TestWinner> = fc.record({
  gameCode: fc.constantFrom('a', 'b', 'c', 'd', 'e'),
  nickname: fc.constantFrom('jan***1', 'eva***2', 'petr***3', 'Míš***4'),
  amount: fc.oneof(fc.double({ min: -100, max: 1e7, noNaN: true }), fc.constant(0)),
  wonAt: fc.date({ min: new Date('2026-01-01'), max: new Date('2026-12-31'), noInvalidDate: true }).map((date) => date.toISOString()),
  game: fc.record({ jackpot: fc.boolean() }),
});
const feed = fc.array(winner, { maxLength: 60 });
const limit = fc.integer({ min: 0, max: 40 });

describe('the winners rules', () => {
  it('top wins: positive only, highest first, at most the limit, all of them when fewer', () => {
    fc.assert(
      fc.property(feed, limit, (winners, max) => {
        const top = topWins(winners, max);
        const positive = winners.filter((each) => each.amount > 0);
        expect(top.length).toBe(Math.min(max, positive.length));
        for (const each of top) expect(each.amount).toBeGreaterThan(0);
        for (let index = 1; index < top.length; index += 1) expect(top[index - 1]!.amount).toBeGreaterThanOrEqual(top[index]!.amount);
        // Nothing left out is higher than the last one shown.
        const lowest = top.at(-1)?.amount ?? Number.POSITIVE_INFINITY;
        if (top.length === max) expect(positive.filter((each) => !top.includes(each)).every((each) => each.amount <= lowest)).toBe(true);
      }),
    );
  });

  it('latest wins: newest first, positive only', () => {
    fc.assert(
      fc.property(feed, limit, (winners, max) => {
        const latest = latestWins(winners, max);
        expect(latest.length).toBe(Math.min(max, winners.filter((each) => each.amount > 0).length));
        for (let index = 1; index < latest.length; index += 1) expect(latest[index - 1]!.wonAt >= latest[index]!.wonAt).toBe(true);
      }),
    );
  });

  it('hall of fame: each player once, with their best win, best first', () => {
    fc.assert(
      fc.property(feed, (winners) => {
        const fame = hallOfFame(winners, 100);
        const names = fame.map((each) => each.nickname);
        expect(new Set(names).size).toBe(names.length);
        for (const each of fame) {
          const best = Math.max(...winners.filter((other) => other.nickname === each.nickname).map((other) => other.amount));
          expect(each.amount).toBe(best);
        }
        for (let index = 1; index < fame.length; index += 1) expect(fame[index - 1]!.amount).toBeGreaterThanOrEqual(fame[index]!.amount);
      }),
    );
  });

  it('jackpot wins: only games flagged jackpot or named by a jackpot', () => {
    fc.assert(
      fc.property(feed, fc.subarray(['a', 'b', 'c', 'd', 'e']), (winners, codes) => {
        const wins = jackpotWins(winners, [{ gameCodes: codes }], 100);
        for (const each of wins) expect(each.game.jackpot || codes.includes(each.gameCode)).toBe(true);
        const eligible = winners.filter((each) => each.amount > 0 && (each.game.jackpot || codes.includes(each.gameCode)));
        expect(wins.length).toBe(eligible.length);
      }),
    );
  });
});
