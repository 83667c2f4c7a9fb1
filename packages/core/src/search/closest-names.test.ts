import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeGame, nameArbitrary } from '../filters/test/catalogue-arbitraries.ts';
import { BIT_PARALLEL_MAX_CHARS, closestNames, CLOSEST_NAMES_MIN_CHARS, substringDistanceTo, typoAllowance } from './closest-names.ts';
import { foldText, foldTerm } from './fold-text.ts';
import { INDEX_MIN_TEXTS } from './text-index.ts';

/** Plain edit distance (Levenshtein), the textbook table. */
const editDistance = (a: string, b: string): number => {
  const table = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      table[i]![j] = Math.min(table[i - 1]![j]! + 1, table[i]![j - 1]! + 1, table[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return table[a.length]![b.length]!;
};

/** The reference: the least edit distance from the term to every substring of the text, by brute force. */
const bestSubstringDistance = (term: string, text: string): number => {
  let best = term.length;
  for (let from = 0; from <= text.length; from++) for (let to = from; to <= text.length; to++) best = Math.min(best, editDistance(term, text.slice(from, to)));
  return best;
};

const textArbitrary = fc.string({ unit: fc.constantFrom('a', 'b', 'o', 'k', ' ', 'd'), maxLength: 12 });

/** The least edit distance from the term to any substring of the text: the whole table, free start and end in the text. */
const tableSubstringDistance = (term: string, text: string): number => {
  let previous = Array.from({ length: text.length + 1 }, () => 0);
  for (let i = 1; i <= term.length; i++) {
    const current = [i];
    for (let j = 1; j <= text.length; j++)
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (term[i - 1] === text[j - 1] ? 0 : 1));
    previous = current;
  }
  return Math.min(...previous);
};

describe('substringDistanceTo', () => {
  it('equals the least edit distance to any substring, or says it is past the limit', () => {
    fc.assert(
      fc.property(textArbitrary, textArbitrary, fc.integer({ min: 0, max: 4 }), (term, text, limit) => {
        const reference = bestSubstringDistance(term, text);
        const distance = substringDistanceTo(term)(text, limit);
        expect(distance).toBe(reference <= limit ? reference : limit + 1);
      }),
      { numRuns: 300 },
    );
  });

  it('is the same for terms around the bit-parallel limit and beyond, with letters past ASCII, for many texts in turn', () => {
    const letter = fc.constantFrom('a', 'b', 'o', 'ř', 'ž', ' ');
    fc.assert(
      fc.property(
        fc.string({ unit: letter, minLength: BIT_PARALLEL_MAX_CHARS - 3, maxLength: BIT_PARALLEL_MAX_CHARS + 4 }),
        fc.array(fc.string({ unit: letter, maxLength: 50 }), { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 40 }),
        (term, texts, limit) => {
          // One matcher per term, as closestNames uses it over a catalogue's names.
          const distanceTo = substringDistanceTo(term);
          for (const text of texts) {
            const reference = tableSubstringDistance(term, text);
            expect(distanceTo(text, limit)).toBe(reference <= limit ? reference : limit + 1);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('closestNames ("did you mean")', () => {
  const games = ['Book of Dead', 'Dead or Alive', 'Král Koruny', 'Starburst', 'Sweet Bonanza', 'Gates of Olympus'].map((name, i) =>
    makeGame({ gameCode: `g${i}`, name }),
  );
  const names = (term: string) => closestNames(games, (game) => game.name, term).map((game) => game.name);

  it.each([
    ['bok of ded', 'Book of Dead'],
    ['starbrst', 'Starburst'],
    ['swet bonanza', 'Sweet Bonanza'],
    ['krla', 'Král Koruny'],
    ['GATES OF OLYMPSU', 'Gates of Olympus'],
  ])('%s → %s first', (term, first) => {
    expect(names(term)[0]).toBe(first);
  });

  it('suggests nothing for a term too short or too far from every name', () => {
    expect(names('bk')).toEqual([]);
    expect(names('zzzzzz')).toEqual([]);
  });

  it('lists exactly the closest names within the allowance, closest first, at most the limit', () => {
    fc.assert(
      fc.property(fc.array(nameArbitrary, { maxLength: 25 }), nameArbitrary, fc.integer({ min: 1, max: 6 }), (gameNames, term, limit) => {
        const catalogue = gameNames.map((name, i) => makeGame({ gameCode: `g${i}`, name }));
        const suggested = closestNames(catalogue, (game) => game.name, term, limit);
        const folded = foldTerm(term);
        if (folded.length < CLOSEST_NAMES_MIN_CHARS) {
          expect(suggested).toEqual([]);
          return;
        }
        const allowance = typoAllowance(folded.length);
        const distanceOf = (name: string) => bestSubstringDistance(folded, foldText(name));
        // Every name within the allowance, once per folded name, by distance: the independent answer.
        const within = [...new Map(catalogue.map((game) => [foldText(game.name), game] as const)).values()].filter(
          (game) => distanceOf(game.name) <= allowance,
        );
        expect(suggested.length).toBe(Math.min(limit, within.length));
        const distances = suggested.map((game) => distanceOf(game.name));
        expect(distances).toEqual([...distances].sort((a, b) => a - b));
        // Nothing left out is closer than the last one listed.
        const last = distances.at(-1) ?? allowance;
        expect(within.filter((game) => !suggested.includes(game)).every((game) => distanceOf(game.name) >= last)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('finds a name with one typo in any term of 4 or more characters taken from it', () => {
    fc.assert(
      fc.property(nameArbitrary, fc.nat(), fc.constantFrom('drop', 'double', 'replace'), (name, at, typo) => {
        const folded = foldText(name).trim();
        fc.pre(folded.length >= 4);
        const i = at % (folded.length - 1);
        const typed =
          typo === 'drop'
            ? folded.slice(0, i) + folded.slice(i + 1)
            : typo === 'double'
              ? folded.slice(0, i) + folded[i]! + folded.slice(i)
              : folded.slice(0, i) + (folded[i] === 'x' ? 'q' : 'x') + folded.slice(i + 1);
        fc.pre(foldTerm(typed).length >= CLOSEST_NAMES_MIN_CHARS && typed.trim() === typed);
        const catalogue = [makeGame({ gameCode: 'only', name })];
        expect(closestNames(catalogue, (game) => game.name, typed)).toHaveLength(1);
      }),
    );
  });
});

describe('closestNames on a catalogue large enough to be indexed', () => {
  const words = ['Book', 'Král', 'Ruleta', 'Dead', 'Zlatá', 'Sfinga', 'Koruny', 'Bonanza', 'Čarodějnice', 'Olympus'];
  const games = Array.from({ length: INDEX_MIN_TEXTS + 500 }, (_, i) =>
    makeGame({ gameCode: `g${i}`, name: `${words[i % 10]} ${words[(i * 3) % 7]} ${i % 113}` }),
  );
  /** The same answer by running the edit table on every name (no bigram filter). */
  const scanned = (term: string) => {
    const folded = foldTerm(term);
    const allowance = typoAllowance(folded.length);
    const seen = new Set<string>();
    return games
      .map((game, at) => ({ game, at, name: foldText(game.name) }))
      .filter(({ name }) => {
        if (seen.has(name) || substringDistanceTo(folded)(name, allowance) > allowance) return false;
        seen.add(name);
        return true;
      })
      .map(({ game, at, name }) => ({ game, at, distance: substringDistanceTo(folded)(name, allowance), gap: Math.abs(name.length - folded.length) }))
      .sort((a, b) => a.distance - b.distance || a.gap - b.gap || a.at - b.at)
      .slice(0, 5)
      .map(({ game }) => game);
  };

  it('gives the same names as the edit table on every name, for terms with and without typos', () => {
    for (const term of ['bok ded 4', 'kral korny 1', 'carodejnce', 'zlta sfinga 7', 'olympsu dead 12', 'bonanza', 'qqqqqqqqq', 'ruleta xyz 99']) {
      expect(closestNames(games, (game) => game.name, term)).toEqual(scanned(term));
    }
  });
});
