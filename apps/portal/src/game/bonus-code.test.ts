import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bonusCodeOf } from './bonus-code.ts';

describe('bonusCodeOf', () => {
  it('reads the bonusCode value back, whatever the other values and its encoding', () => {
    const code = fc.string({ minLength: 1 }).filter((value) => value.trim() === value && value.length > 0);
    fc.assert(
      fc.property(
        code,
        fc.dictionary(
          fc.string().filter((key) => key !== 'bonusCode'),
          fc.string(),
        ),
        (value, others) => {
          const query = new URLSearchParams({ ...others, bonusCode: value });
          expect(bonusCodeOf(`?${query.toString()}`)).toBe(value);
        },
      ),
    );
  });

  it('is null without a value, or with only blanks', () => {
    fc.assert(
      fc.property(fc.constantFrom('', '?', '?bonusCode=', '?bonusCode=%20%20', '?bonus=B-1'), (search) => {
        expect(bonusCodeOf(search)).toBeNull();
      }),
    );
  });
});
