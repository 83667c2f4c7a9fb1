import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameValue } from './same-value.ts';

const retry = () => {};

describe('sameValue', () => {
  it.each([
    ['equal primitives', 1, 1, true],
    ['NaN and NaN', Number.NaN, Number.NaN, true],
    ['different strings', 'a', 'b', false],
    ['null and an object', null, {}, false],
    ['nested equal objects', { a: [1, { b: 'x' }] }, { a: [1, { b: 'x' }] }, true],
    ['a property holding undefined and a missing one', { a: 1, b: undefined }, { a: 1 }, true],
    ['arrays of other lengths', [1, 2], [1, 2, undefined], false],
    ['an array and an object', [], {}, false],
    ['the same function', { action: retry }, { action: retry }, true],
    ['two functions with the same code', { action: () => {} }, { action: () => {} }, false],
    ['errors with the same message', new Error('x'), new Error('x'), true],
    ['errors with other messages', new Error('x'), new Error('y'), false],
    ['equal dates', new Date(5), new Date(5), true],
    ['a date and a number', new Date(5), 5, false],
    ['equal maps', new Map([['a', { b: 1 }]]), new Map([['a', { b: 1 }]]), true],
    ['maps with other values', new Map([['a', 1]]), new Map([['a', 2]]), false],
    ['equal sets', new Set([1, 2]), new Set([2, 1]), true],
  ])('%s', (_, a, b, expected) => {
    expect(sameValue(a, b)).toBe(expected);
    expect(sameValue(b, a)).toBe(expected);
  });

  it('property: a JSON value equals its copy, and differs from it once a leaf changes', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy = structuredClone(value);
        expect(sameValue(value, copy)).toBe(true);
        expect(sameValue({ value }, { value: copy, extra: 1 })).toBe(false);
      }),
    );
  });
});
