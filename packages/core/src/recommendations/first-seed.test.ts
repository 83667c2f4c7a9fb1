// The first seed of a recommendation category over generated player lists (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstRecommendationSeed } from './first-seed.ts';
import type { RecommendationList } from './score-recommendation.ts';

const code = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
const sources = fc.record({
  favourites: fc.uniqueArray(code),
  playerGames: fc.uniqueArray(fc.record({ gameType: code, gameRoundCount: fc.integer({ min: 10, max: 200 }) }), { selector: (record) => record.gameType }),
});
const list = fc.constantFrom<RecommendationList>('because-you-like', 'because-you-played', 'live');

describe('firstRecommendationSeed', () => {
  it('is a game of the lobby from the list’s own source, never another category’s seed (property)', () => {
    fc.assert(
      fc.property(list, sources, fc.subarray(['a', 'b', 'c', 'd', 'e', 'f']), fc.subarray(['a', 'b', 'c', 'd', 'e', 'f']), (kind, player, lobby, others) => {
        const inLobby = new Set(lobby);
        const seed = firstRecommendationSeed(kind, player, (each) => inLobby.has(each), new Set(others));
        const own = kind === 'because-you-played' ? player.playerGames.map((record) => record.gameType) : player.favourites;
        const usable = own.filter((each) => inLobby.has(each) && !others.includes(each));
        if (usable.length === 0) expect(seed).toBeNull();
        else {
          expect(usable).toContain(seed);
          expect(others).not.toContain(seed);
        }
      }),
    );
  });

  it('takes the newest favourite, or the most played game (property)', () => {
    fc.assert(
      fc.property(sources, (player) => {
        const all = () => true;
        expect(firstRecommendationSeed('because-you-like', player, all, new Set())).toBe(player.favourites[0] ?? null);
        expect(firstRecommendationSeed('live', player, all, new Set())).toBe(player.favourites[0] ?? null);
        const most = Math.max(...player.playerGames.map((record) => record.gameRoundCount));
        const seed = firstRecommendationSeed('because-you-played', player, all, new Set());
        if (player.playerGames.length === 0) expect(seed).toBeNull();
        else expect(player.playerGames.find((record) => record.gameType === seed)?.gameRoundCount).toBe(most);
      }),
    );
  });
});
