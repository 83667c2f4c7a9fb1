import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redirectToAccountFromEnv } from './account-mode.ts';

const spelled = (word: string) => fc.tuple(fc.boolean(), fc.constantFrom('', ' ')).map(([upper, pad]) => `${pad}${upper ? word.toUpperCase() : word}${pad}`);

describe('redirectToAccountFromEnv', () => {
  it('is on when unset, 1 or true, and off for 0 or false, in any case and padding', () => {
    expect(redirectToAccountFromEnv(undefined)).toBe(true);
    expect(redirectToAccountFromEnv('')).toBe(true);
    fc.assert(
      fc.property(fc.oneof(spelled('1'), spelled('true')), (value) => {
        expect(redirectToAccountFromEnv(value)).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.oneof(spelled('0'), spelled('false')), (value) => {
        expect(redirectToAccountFromEnv(value)).toBe(false);
      }),
    );
  });

  it('refuses any other value at start instead of guessing', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((value) => !['', '0', '1', 'true', 'false'].includes(value.trim().toLowerCase())),
        (value) => {
          expect(() => redirectToAccountFromEnv(value)).toThrow(/REDIRECT_TO_ACCOUNT/);
        },
      ),
    );
  });
});
