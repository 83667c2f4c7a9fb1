import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCasinoFilters } from '../types/filters.ts';
import { filterCasinoGames } from './casino-facets.ts';
import { casinoOptionsOf } from './casino-filters.ts';
import { isCasinoFilters } from './filter-schema.ts';
import { withKnownOptions } from './known-options.ts';
import { casinoFiltersArbitrary, gamesArbitrary, makeGame } from './test/catalogue-arbitraries.ts';

describe('options no game offers', () => {
  it('are dropped, and the options some game offers stay', () => {
    const games = [makeGame({ gameCode: 'a', provider: 'p1', numberOfReels: 5 }), makeGame({ gameCode: 'b', provider: 'p2', numberOfReels: 3 })];
    const kept = withKnownOptions({ ...emptyCasinoFilters(), provider: { p1: true, gone: true }, reel: { '7': true } }, games);
    expect(isCasinoFilters(kept) && [kept.provider, kept.reel]).toEqual([{ p1: true }, {}]);
  });

  it('never change the list of an option some game offers', () => {
    fc.assert(
      fc.property(gamesArbitrary(), casinoFiltersArbitrary, (games, filters) => {
        const kept = withKnownOptions(filters, games);
        if (!isCasinoFilters(kept)) throw new Error('a casino set stays a casino set');
        // Dropping an unknown option of a group that still has a known one changes nothing.
        const groupsStillActive = (['category', 'collection', 'provider', 'reel'] as const).every(
          (group) => Object.values(filters[group]).some(Boolean) === Object.values(kept[group]).some(Boolean),
        );
        if (groupsStillActive) expect(filterCasinoGames(games, kept)).toEqual(filterCasinoGames(games, filters));
      }),
    );
  });

  it('keep exactly the wanted options some game offers, though the search stops at the last one found', () => {
    fc.assert(
      fc.property(gamesArbitrary(), casinoFiltersArbitrary, (games, filters) => {
        const kept = withKnownOptions(filters, games);
        if (!isCasinoFilters(kept)) throw new Error('a casino set stays a casino set');
        for (const group of ['category', 'collection', 'provider', 'reel'] as const) {
          const offered = new Set(games.flatMap((game) => casinoOptionsOf[group](game)));
          const enabled = (options: Readonly<Record<string, boolean>>) => Object.keys(options).filter((option) => options[option] === true);
          const wanted = enabled(filters[group]);
          expect(enabled(kept[group]).sort()).toEqual(wanted.filter((option) => offered.has(option)).sort());
        }
      }),
    );
  });
});
