import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseFrames, serializeFrame } from './stomp-frame.ts';

describe('STOMP frames', () => {
  it('reads a header named like an object key (the first value counts)', () => {
    const { frames } = parseFrames('SEND\nconstructor:a\nconstructor:b\ntoString:c\n__proto__:d\n\nbody\u0000');
    const headers = frames[0]?.headers ?? {};
    expect(Object.entries(headers)).toEqual([
      ['constructor', 'a'],
      ['toString', 'c'],
      ['__proto__', 'd'],
    ]);
  });

  it('reads back what it writes, for any header names and values', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string({ minLength: 1 }).filter((key) => !key.includes('\u0000')),
          fc.string().filter((value) => !value.includes('\u0000')),
        ),
        fc.string().filter((body) => !body.includes('\u0000')),
        (headers, body) => {
          const { frames, rest } = parseFrames(serializeFrame({ command: 'MESSAGE', headers, body }));
          expect(rest).toBe('');
          expect(frames).toEqual([{ command: 'MESSAGE', headers, body }]);
        },
      ),
    );
  });
});
