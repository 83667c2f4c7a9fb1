import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memoPerObject } from './object-memo.ts';

describe('memoPerObject', () => {
  it('computes once per object and answers the same value after', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(5), { minLength: 1, maxLength: 30 }), (picks) => {
        const objects = Array.from({ length: 6 }, (_, n) => ({ n }));
        let computed = 0;
        const double = memoPerObject((object: { n: number }) => {
          computed += 1;
          return { twice: object.n * 2 };
        });
        const answers = picks.map((pick) => double(objects[pick]!));
        picks.forEach((pick, at) => expect(answers[at]).toBe(double(objects[pick]!)));
        expect(computed).toBe(new Set(picks).size);
      }),
    );
  });

  it('keeps undefined as a computed value', () => {
    let computed = 0;
    const nothing = memoPerObject((_: object) => {
      computed += 1;
      return undefined;
    });
    const key = {};
    nothing(key);
    nothing(key);
    expect(computed).toBe(1);
  });
});
