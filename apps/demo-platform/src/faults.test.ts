import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFaultStore, faultMatches } from './faults.ts';

const segment = fc.stringMatching(/^[a-zA-Z0-9_.-]{1,8}$/);
const pathArb = fc.array(segment, { minLength: 1, maxLength: 5 }).map((parts) => `/${parts.join('/')}`);

describe('faultMatches', () => {
  it.each([
    [{ path: '/a/b' }, 'GET', '/a/b', true],
    [{ path: '/a/b' }, 'GET', '/a/b/c', false],
    [{ path: '/a/*' }, 'GET', '/a/b/c', true],
    [{ path: '/a/*' }, 'GET', '/ab', false],
    [{ path: '/a', method: 'POST' }, 'GET', '/a', false],
    [{ path: '/a', method: 'post' }, 'POST', '/a', true],
  ])('%o %s %s → %s', (rule, method, path, expected) => {
    expect(faultMatches(rule, method, path)).toBe(expected);
  });

  it('an exact rule matches its own path only; a prefix rule matches every extension', () => {
    fc.assert(
      fc.property(pathArb, pathArb, (path, other) => {
        expect(faultMatches({ path }, 'GET', path)).toBe(true);
        expect(faultMatches({ path }, 'GET', other)).toBe(other === path);
        expect(faultMatches({ path: `${path}*` }, 'GET', `${path}${other}`)).toBe(true);
      }),
    );
  });
});

describe('the fault store', () => {
  it('applies a rule exactly `times` times, whatever the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 30 }), (times, extra) => {
        const store = createFaultStore();
        store.add({ path: '/x', status: 500, times });
        const hits = Array.from({ length: times + extra }, () => store.take('GET', '/x')).filter(Boolean).length;
        expect(hits).toBe(times);
        expect(store.list()).toEqual([]);
      }),
    );
  });

  it('takes the first matching rule and keeps unlimited rules', () => {
    const store = createFaultStore();
    store.add({ path: '/x', status: 500 });
    store.add({ path: '/x', status: 502 });
    for (let index = 0; index < 5; index++) expect(store.take('GET', '/x')?.status).toBe(500);
    expect(store.list()).toHaveLength(2);
    expect(store.take('GET', '/y')).toBeUndefined();
  });
});
