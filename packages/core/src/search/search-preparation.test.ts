import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gamesArbitrary, makeGame, nameArbitrary } from '../filters/test/catalogue-arbitraries.ts';
import { closestNames } from './closest-names.ts';
import { foldText, foldedTextsOf } from './fold-text.ts';
import { searchCatalogue, type SearchResult } from './search-catalogue.ts';
import { searchPreparation } from './search-preparation.ts';
import { INDEX_MIN_TEXTS, candidatesFor } from './text-index.ts';

const summary = (results: readonly SearchResult[]) => results.map((r) => `${r.kind}:${'gameCode' in r.item ? r.item.gameCode : r.item.id}:${r.weight}`);
/** A catalogue large enough to be indexed: the given games and filler. */
const large = (games: ReturnType<typeof makeGame>[]) => [
  ...games,
  ...Array.from({ length: INDEX_MIN_TEXTS }, (_, i) => makeGame({ gameCode: `f${i}`, name: `Filler ${i}` })),
];

describe('searchPreparation', () => {
  it('stepped wholly, part of the way or not at all, leaves every search answering the same', () => {
    fc.assert(
      fc.property(
        gamesArbitrary(20),
        fc.array(nameArbitrary, { minLength: 1, maxLength: 4 }),
        fc.nat(40),
        fc.option(fc.constantFrom('c1', 'c2', 'c3', 'c4'), { nil: undefined }),
        (games, terms, steps, recommendCategory) => {
          const config = recommendCategory === undefined ? {} : { recommendCategory };
          const expected = terms.map((term) => summary(searchCatalogue({ games: large(games) }, term, config)));
          const catalogue = { games: large(games) };
          const preparation = searchPreparation(catalogue, config, 700);
          for (let step = 0; step < steps && preparation.next().done !== true; step++);
          expect(terms.map((term) => summary(searchCatalogue(catalogue, term, config)))).toEqual(expected);
          // What is left of it after searches changes nothing either.
          for (let step = preparation.next(); step.done !== true; step = preparation.next());
          expect(terms.map((term) => summary(searchCatalogue(catalogue, term, config)))).toEqual(expected);
          expect(terms.map((term) => closestNames(catalogue.games, (game) => game.name, term))).toEqual(
            terms.map((term) => closestNames(large(games), (game) => game.name, term)),
          );
        },
      ),
      { numRuns: 20 },
    );
    // Each run searches catalogues over the index's threshold several times: seconds on a loaded 2-core machine.
  }, 20_000);

  it('works in slices, and leaves the index ready for the first search', () => {
    const games = large([makeGame({ gameCode: 'bod', name: 'Book of Dead' })]);
    // Folding and indexing take ceil(n / 1000) slices each, with a yield between slices and one after each of the three parts.
    expect([...searchPreparation({ games }, {}, 1_000)].length).toBe(2 * (Math.ceil(games.length / 1_000) - 1) + 3);
    // Without it, a catalogue's first search scans (no index yet); after it, the index answers at once.
    const fresh = large([makeGame({ gameCode: 'bod', name: 'Book of Dead' })]);
    expect(
      candidatesFor(
        fresh.map((game) => foldText(game.name)),
        'bo',
      ),
    ).toBeNull();
    for (const _ of searchPreparation({ games }, {}, 1_000));
    expect([
      ...(candidatesFor(
        foldedTextsOf(games, (game) => game.name),
        'bo',
      ) ?? [-1]),
    ]).toEqual([0]);
  });
});
