import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameArbitrary } from '../filters/test/catalogue-arbitraries.ts';
import { foldText } from './fold-text.ts';
import { candidatesFor, textIndexOf } from './text-index.ts';

describe('text index', () => {
  const texts = ['book of dead', 'dead or alive', 'kral', 'ebook'];

  it.each([
    ['k', [0, 2, 3]],
    ['oo', [0, 3]],
    ['dead', [0, 1]],
    ['zz', []],
  ])('candidates for %j', (term, expected) => {
    const found = [...candidatesFor(textIndexOf(texts), term)];
    // Single characters are exact; longer terms may give extra candidates, never miss one.
    for (const at of expected) expect(found).toContain(at);
    if (term.length === 1) expect(found).toEqual(expected);
  });

  it('never misses a text that contains the term, and lists candidates in ascending order', () => {
    fc.assert(
      fc.property(fc.array(nameArbitrary, { maxLength: 30 }), nameArbitrary, (names, rawTerm) => {
        const folded = names.map(foldText);
        const term = foldText(rawTerm);
        fc.pre(term !== '');
        const candidates = [...candidatesFor(textIndexOf(folded), term)];
        const containing = folded.flatMap((text, at) => (text.includes(term) ? [at] : []));
        expect(containing.every((at) => candidates.includes(at))).toBe(true);
        expect(candidates).toEqual([...candidates].sort((a, b) => a - b));
        expect(new Set(candidates).size).toBe(candidates.length);
      }),
      { numRuns: 300 },
    );
  });
});
