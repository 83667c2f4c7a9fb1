// The personal categories' games (personal-games.ts) over generated lists (fast-check): each game at
// most once, only games of the list the kind reads, in the kind's order, and the spec's 50-round
// line between most played and tried once.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PERSONAL_CATEGORY_KINDS, recentWins } from '@casino/core';
import { personalGameCodes, type PlayerLists } from './personal-games.ts';

const code = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
const counts = fc.dictionary(code, fc.integer({ min: 1, max: 200 }));
const lists: fc.Arbitrary<PlayerLists> = fc.record({
  favourites: fc.uniqueArray(code),
  playerGames: fc.uniqueArray(fc.record({ gameType: code, gameRoundCount: fc.integer({ min: 10, max: 120 }) }), { selector: (record) => record.gameType }),
  recentResults: fc.array(
    fc.record({
      code: fc.string(),
      datetime: fc.constant('2026-11-20T10:00:00Z'),
      gameName: fc.string(),
      gameType: code,
      win: fc.integer({ min: 0, max: 500 }),
    }),
  ),
  gamingBonuses: fc.record({ freeSpins: counts, goldenChips: counts }),
});

describe('personalGameCodes', () => {
  it('lists each game once, and only games of the list its kind reads (property)', () => {
    fc.assert(
      fc.property(lists, fc.constantFrom(...PERSONAL_CATEGORY_KINDS), (player, kind) => {
        const codes = personalGameCodes(kind, player);
        if (kind === 'personalised') {
          expect(codes).toBeNull();
          return;
        }
        expect(new Set(codes).size).toBe(codes?.length);
        const source: Record<string, readonly string[]> = {
          favourites: player.favourites,
          liveFavourites: player.favourites,
          mostPlayed: player.playerGames.map((record) => record.gameType),
          triedOnce: player.playerGames.map((record) => record.gameType),
          recentlyPlayed: player.playerGames.map((record) => record.gameType),
          recentWins: player.recentResults.map((result) => result.gameType),
          freeSpins: Object.keys(player.gamingBonuses.freeSpins),
          goldenChips: Object.keys(player.gamingBonuses.goldenChips),
        };
        for (const each of codes ?? []) expect(source[kind]).toContain(each);
      }),
    );
  });

  it('splits played games at 50 rounds: most played (most first) and tried once (fewest first) together are every played game (property)', () => {
    fc.assert(
      fc.property(lists, (player) => {
        const rounds = new Map(player.playerGames.map((record) => [record.gameType, record.gameRoundCount]));
        const most = personalGameCodes('mostPlayed', player) ?? [];
        const tried = personalGameCodes('triedOnce', player) ?? [];
        expect(most.every((each) => (rounds.get(each) ?? 0) >= 50)).toBe(true);
        expect(tried.every((each) => (rounds.get(each) ?? 0) < 50)).toBe(true);
        expect([...most, ...tried].toSorted()).toEqual([...rounds.keys()].toSorted());
        const ofMost = most.map((each) => rounds.get(each) ?? 0);
        expect(ofMost).toEqual(ofMost.toSorted((a, b) => b - a));
        const ofTried = tried.map((each) => rounds.get(each) ?? 0);
        expect(ofTried).toEqual(ofTried.toSorted((a, b) => a - b));
      }),
    );
  });

  it('keeps favourites in the list’s order, recent wins in core’s, bonuses by remaining count (property)', () => {
    fc.assert(
      fc.property(lists, (player) => {
        expect(personalGameCodes('favourites', player)).toEqual(player.favourites);
        expect(personalGameCodes('recentWins', player)).toEqual(recentWins(player.recentResults).map((result) => result.gameType));
        const spins = (personalGameCodes('freeSpins', player) ?? []).map((each) => player.gamingBonuses.freeSpins[each] ?? 0);
        expect(spins).toEqual(spins.toSorted((a, b) => b - a));
      }),
    );
  });
});
