import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gamesArbitrary, makeCategory, makeCollection, makeGame, makeProvider, nameArbitrary } from '../filters/test/catalogue-arbitraries.ts';
import type { SearchConfig } from '../types/session.ts';
import { foldText } from './fold-text.ts';
import { searchCatalogue, searchCataloguePage, type SearchResult, type SearchableCatalogue } from './search-catalogue.ts';
import { searchWeight } from './search-weight.ts';

const catalogue: SearchableCatalogue = {
  games: [
    makeGame({ gameCode: 'bod', name: 'Book of Dead', commercialTier: 2 }),
    makeGame({ gameCode: 'dead', name: 'Dead or Alive', commercialTier: 9 }),
    makeGame({ gameCode: 'king', name: 'Král Koruny', categories: ['top'] }),
    makeGame({ gameCode: 'bok', name: 'Big Book', commercialTier: 0 }),
    makeGame({ gameCode: 'star', name: 'Starburst', commercialTier: 5 }),
  ],
  providers: [makeProvider('play', "Play'n GO"), makeProvider('books', 'Bookworks')],
  categories: [makeCategory({ id: 'top', title: 'Top Books' }), makeCategory({ id: 'kings', title: 'Králové' })],
  collections: [makeCollection('col', 'Ebook')],
};

const summary = (results: SearchResult[]) => results.map((r) => `${r.kind}:${'gameCode' in r.item ? r.item.gameCode : r.item.id}:${r.weight}`);

describe('searchCatalogue (D2)', () => {
  it('an empty or blank term gives no results', () => {
    expect(searchCatalogue(catalogue, '')).toEqual([]);
    expect(searchCatalogue(catalogue, '   ')).toEqual([]);
  });

  it('searches only games below 3 characters', () => {
    expect(summary(searchCatalogue(catalogue, 'bo'))).toEqual(['game:bod:16', 'game:bok:0']);
  });

  it('weighs start 14, end 7, elsewhere 0, plus the tier capped at 5; ties keep games, providers, categories, collections', () => {
    expect(summary(searchCatalogue(catalogue, 'book'))).toEqual([
      'game:bod:16', // starts with the term: 14, plus tier 2
      'provider:books:14',
      'game:bok:7', // "Big Book" ends with it: 7, tier 0
      'collection:col:7', // "Ebook"
      'category:top:0', // "Top Books" contains it in the middle
    ]);
  });

  it('equal weights: games first, then providers, categories, collections, each in catalogue order', () => {
    const tie: SearchableCatalogue = {
      games: [makeGame({ gameCode: 'g1', name: 'Xyz one' }), makeGame({ gameCode: 'g2', name: 'Xyz two' })],
      providers: [makeProvider('p1', 'Xyz Gaming')],
      categories: [makeCategory({ id: 'c1', title: 'Xyz' })],
      collections: [makeCollection('k1', 'Xyz picks'), makeCollection('k2', 'xyz more')],
    };
    expect(summary(searchCatalogue(tie, 'xyz'))).toEqual([
      'game:g1:14',
      'game:g2:14',
      'provider:p1:14',
      'category:c1:14',
      'collection:k1:14',
      'collection:k2:14',
    ]);
  });

  it('folds accents and case on both sides', () => {
    expect(summary(searchCatalogue(catalogue, 'KRAL'))).toEqual(['game:king:14', 'category:kings:14']);
  });

  it('a game in the recommend category adds 6 instead of its tier', () => {
    const config: SearchConfig = { recommendCategory: 'top' };
    expect(summary(searchCatalogue(catalogue, 'kor', config))).toEqual(['game:king:6']);
    expect(summary(searchCatalogue(catalogue, 'dead', config))).toEqual(['game:dead:19', 'game:bod:9']);
  });

  it('the include list turns result kinds off', () => {
    const config: SearchConfig = { searchResultIncludes: ['collections'] };
    expect(summary(searchCatalogue(catalogue, 'book', config))).toEqual(['game:bod:16', 'game:bok:7', 'collection:col:7']);
    expect(summary(searchCatalogue(catalogue, 'book', { searchResultIncludes: [] }))).toEqual(['game:bod:16', 'game:bok:7']);
  });

  it('works with games only (live lobby)', () => {
    expect(summary(searchCatalogue({ games: catalogue.games }, 'star'))).toEqual(['game:star:19']);
  });
});

describe('searchCatalogue properties', () => {
  const catalogueArbitrary = fc.record({
    games: gamesArbitrary(30),
    providers: fc.array(nameArbitrary, { maxLength: 5 }).map((names) => names.map((n, i) => makeProvider(`p${i}`, n))),
    categories: fc.array(nameArbitrary, { maxLength: 5 }).map((names) => names.map((n, i) => makeCategory({ id: `c${i}`, title: n }))),
    collections: fc.array(nameArbitrary, { maxLength: 5 }).map((names) => names.map((n, i) => makeCollection(`k${i}`, n))),
  });
  const configArbitrary: fc.Arbitrary<SearchConfig> = fc.record(
    {
      searchResultIncludes: fc.subarray(['categories', 'providers', 'collections'] as const),
      recommendCategory: fc.constantFrom('c1', 'c2', null),
    },
    { requiredKeys: [] },
  );

  it('returns exactly the items whose folded text contains the folded term, heaviest first, stable', () => {
    fc.assert(
      fc.property(catalogueArbitrary, nameArbitrary, configArbitrary, (cat, term, config) => {
        const trimmed = term.trim();
        const q = foldText(trimmed);
        const results = searchCatalogue(cat, term, config);
        if (q === '') {
          expect(results).toEqual([]);
          return;
        }
        const includes = config.searchResultIncludes;
        const others = trimmed.length >= 3;
        const included = (kind: 'providers' | 'categories' | 'collections') => others && (!includes || includes.includes(kind));
        // The expected list, computed independently: every candidate in kind-then-catalogue order …
        const candidates: SearchResult[] = [
          ...cat.games
            .filter((g) => foldText(g.name).includes(q))
            .map((item) => {
              const bonus = config.recommendCategory && item.categories.includes(config.recommendCategory) ? 6 : Math.min(item.commercialTier ?? 0, 5);
              return { kind: 'game' as const, item, weight: searchWeight(item.name, term) + bonus };
            }),
          ...(included('providers') ? cat.providers : [])
            .filter((p) => foldText(p.name).includes(q))
            .map((item) => ({ kind: 'provider' as const, item, weight: searchWeight(item.name, term) })),
          ...(included('categories') ? cat.categories : [])
            .filter((c) => foldText(c.title).includes(q))
            .map((item) => ({ kind: 'category' as const, item, weight: searchWeight(item.title, term) })),
          ...(included('collections') ? cat.collections : [])
            .filter((c) => foldText(c.title).includes(q))
            .map((item) => ({ kind: 'collection' as const, item, weight: searchWeight(item.title, term) })),
        ];
        // … then a stable sort by weight (Array.prototype.sort is stable).
        const expected = [...candidates].sort((a, b) => b.weight - a.weight);
        expect(results).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it('a page is the first results of the whole list, its total the length of the list (whole-number weights counted, others sorted)', () => {
    // Whole tiers give the small whole weights that the page counts; fractional ones take the sort.
    const pageCatalogue = fc
      .tuple(catalogueArbitrary, fc.boolean())
      .map(([cat, whole]) => (whole ? { ...cat, games: cat.games.map((game) => ({ ...game, commercialTier: Math.trunc(game.commercialTier ?? 0) })) } : cat));
    fc.assert(
      fc.property(pageCatalogue, nameArbitrary, configArbitrary, fc.integer({ min: 0, max: 45 }), (cat, term, config, limit) => {
        const all = searchCatalogue(cat, term, config);
        expect(searchCataloguePage(cat, term, config, limit)).toEqual({ results: all.slice(0, limit), total: all.length });
      }),
      { numRuns: 400 },
    );
  });

  it('answers the same for the same catalogue arrays across keystrokes (cached folding)', () => {
    fc.assert(
      fc.property(catalogueArbitrary, fc.array(nameArbitrary, { minLength: 2, maxLength: 6 }), (cat, terms) => {
        for (const term of terms) {
          const fresh = { games: [...cat.games], providers: [...cat.providers], categories: [...cat.categories], collections: [...cat.collections] };
          expect(searchCatalogue(cat, term)).toEqual(searchCatalogue(fresh, term));
        }
      }),
    );
  });
});

describe('searchCatalogue on a catalogue large enough to be indexed', () => {
  const words = ['Book', 'Král', 'Ruleta', 'Dead', 'Zlatá', 'Sfinga', 'Koruny', 'Bonanza'];
  const games = Array.from({ length: 6_000 }, (_, i) =>
    makeGame({ gameCode: `g${i}`, name: `${words[i % 8]} ${words[(i * 3) % 7]} ${i % 97}`, commercialTier: i % 7 }),
  );
  const expected = (term: string) =>
    games
      .filter((g) => foldText(g.name).includes(foldText(term.trim())))
      .map((item) => ({ kind: 'game' as const, item, weight: searchWeight(item.name, term) + Math.min(item.commercialTier ?? 0, 5) }))
      .sort((a, b) => b.weight - a.weight);

  it('gives the same answers keystroke after keystroke (once the index exists)', () => {
    for (const term of ['r', 'ru', 'rul', 'rule', 'rulet', 'ruleta', 'a 4', 'kral k', 'zz', ' dead ', 'y 9']) {
      expect(searchCatalogue({ games }, term)).toEqual(expected(term));
      expect(searchCataloguePage({ games }, term, {}, 40)).toEqual({ results: expected(term).slice(0, 40), total: expected(term).length });
    }
  });
});
