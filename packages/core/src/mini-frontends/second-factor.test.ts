import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SECOND_FACTOR_CODE_LENGTHS, secondFactorChallengeOf, secondFactorCodeOf } from './second-factor.ts';

const codeLength = fc.integer({ min: SECOND_FACTOR_CODE_LENGTHS.min, max: SECOND_FACTOR_CODE_LENGTHS.max });
const digits = (length: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length }).map((list) => list.join(''));

describe('the second factor as the login dialog reads it', () => {
  it('reads a challenge with a channel, a destination and a code length, ignoring other fields', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), codeLength, fc.dictionary(fc.string(), fc.anything()), (channel, destination, length, extra) => {
        expect(secondFactorChallengeOf({ ...extra, channel, destination, codeLength: length })).toEqual({ channel, destination, codeLength: length });
      }),
    );
  });

  it('reads anything else as no challenge', () => {
    fc.assert(
      fc.property(fc.anything(), (detail) => {
        const read = secondFactorChallengeOf(detail);
        if (read !== null) expect(detail).toMatchObject(read);
      }),
    );
    expect(secondFactorChallengeOf({ channel: 'sms', destination: '+420', codeLength: 3 })).toBeNull();
    expect(secondFactorChallengeOf({ channel: 'sms', destination: '+420', codeLength: 6.5 })).toBeNull();
    expect(secondFactorChallengeOf({ channel: 'sms', codeLength: 6 })).toBeNull();
  });

  it('takes exactly the code length in digits, spaces anywhere ignored', () => {
    fc.assert(
      fc.property(
        codeLength.chain((length) => fc.tuple(fc.constant(length), digits(length))),
        fc.array(fc.constantFrom(' ', '  ', '\t')),
        ([length, code], spaces) => {
          const typed = [...code].map((digit, index) => digit + (spaces[index] ?? '')).join('');
          expect(secondFactorCodeOf(` ${typed} `, length)).toBe(code);
        },
      ),
    );
  });

  it('refuses a code of another length or with other characters', () => {
    fc.assert(
      fc.property(codeLength, fc.string(), (length, typed) => {
        const code = secondFactorCodeOf(typed, length);
        if (code !== null) {
          expect(code).toMatch(/^[0-9]+$/);
          expect(code).toHaveLength(length);
        }
      }),
    );
    expect(secondFactorCodeOf('12345', 6)).toBeNull();
    expect(secondFactorCodeOf('12345a', 6)).toBeNull();
  });
});
