import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameArbitrary } from '../filters/test/catalogue-arbitraries.ts';
import { foldText } from './fold-text.ts';
import { INDEX_MIN_TEXTS, candidatesFor } from './text-index.ts';

/** A catalogue large enough to be indexed: the given texts padded with filler. */
const large = (texts: readonly string[]): string[] => [...texts, ...Array.from({ length: INDEX_MIN_TEXTS }, (_, i) => `filler ${i}`)];

describe('text index', () => {
  it('scans small catalogues, one-character terms and the first search of an array', () => {
    const small = ['book of dead', 'ebook'];
    expect(candidatesFor(small, 'bo')).toBeNull();
    expect(candidatesFor(small, 'bo')).toBeNull();
    const texts = large(small);
    expect(candidatesFor(texts, 'bo')).toBeNull();
    expect(candidatesFor(texts, 'b')).toBeNull();
  });

  it('from the second search on, narrows to the texts holding every pair of the term', () => {
    const texts = large(['book of dead', 'dead or alive', 'kral', 'ebook']);
    candidatesFor(texts, 'xx');
    expect([...candidatesFor(texts, 'book')!]).toEqual([0, 3]);
    expect([...candidatesFor(texts, 'dead')!]).toEqual([0, 1]);
    expect([...candidatesFor(texts, 'zq')!]).toEqual([]);
  });

  it('never misses a text that contains the term, and lists candidates once, in ascending order', () => {
    fc.assert(
      fc.property(fc.array(nameArbitrary, { maxLength: 30 }), fc.array(nameArbitrary, { minLength: 2, maxLength: 4 }), (names, rawTerms) => {
        const texts = large(names.map(foldText));
        for (const rawTerm of rawTerms) {
          const term = foldText(rawTerm);
          if (term === '') continue;
          const candidates = candidatesFor(texts, term);
          const containing = texts.flatMap((text, at) => (text.includes(term) ? [at] : []));
          if (candidates === null) continue;
          const listed = [...candidates];
          expect(containing.every((at) => listed.includes(at))).toBe(true);
          expect(listed).toEqual([...listed].sort((a, b) => a - b));
          expect(new Set(listed).size).toBe(listed.length);
        }
      }),
      { numRuns: 100 },
    );
  });
});
