// The service rows' choice of games over any answer: the row's own list, each game once, at most the
// dynamic cap, and "because you played" for a player only (part 2 §6); the places the server sends.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameListSource, MAX_DYNAMIC_GAMES, type PersonalisedCategory } from '@casino/core';
import { isPlayersServiceList, isServiceList, serviceListCodes, serviceRowsCodes } from './service-lists.ts';

const SOURCES = Object.values(GameListSource);
const code = fc.constantFrom(...Array.from({ length: 50 }, (_, at) => `game-${at}`));
const answer: fc.Arbitrary<PersonalisedCategory[]> = fc.array(fc.record({ type: fc.constantFrom(...SOURCES), games: fc.array(code, { maxLength: 60 }) }), {
  maxLength: 8,
});

describe('the service lists', () => {
  it('a row shows its own list’s games, once each, at most the cap; none of the player’s list for a visitor (property)', () => {
    fc.assert(
      fc.property(answer, fc.constantFrom(...SOURCES), fc.boolean(), (categories, source, loggedIn) => {
        const codes = serviceListCodes(categories, source, loggedIn);
        const own = categories.find((category) => category.type === source)?.games ?? [];
        expect(codes.length).toBeLessThanOrEqual(MAX_DYNAMIC_GAMES);
        expect(new Set(codes).size).toBe(codes.length);
        expect(codes).toEqual([...new Set(own)].slice(0, codes.length));
        if (!isServiceList(source) || (isPlayersServiceList(source) && !loggedIn)) expect(codes).toEqual([]);
        else expect(codes.length).toBe(Math.min(new Set(own).size, MAX_DYNAMIC_GAMES));
      }),
    );
  });

  it('a page’s tiles are asked for every game of its rows, once each, and none of a list the page has no row for (property)', () => {
    fc.assert(
      fc.property(answer, fc.array(fc.constantFrom(...SOURCES), { maxLength: 6 }), fc.boolean(), (categories, sources, loggedIn) => {
        const codes = serviceRowsCodes(categories, sources, loggedIn);
        const rows = sources.map((source) => serviceListCodes(categories, source, loggedIn));
        expect(new Set(codes)).toEqual(new Set(rows.flat()));
        expect(new Set(codes).size).toBe(codes.length);
      }),
    );
  });

  it('the four service sources, of which only "because you played" is a player’s', () => {
    expect(SOURCES.filter(isServiceList)).toEqual(['BecauseYouPlayedPggService', 'PopularPggService', 'TrendingPggService', 'RecommendedPggService']);
    expect(SOURCES.filter(isPlayersServiceList)).toEqual(['BecauseYouPlayedPggService']);
  });
});
