import { describe, expect, it } from 'vitest';
import { parseFaultRule } from './test-switches.ts';

describe('parseFaultRule', () => {
  it.each([
    [{ path: '/a', status: 503, times: 2 }, true],
    [{ path: '/a/*', latencyMs: 100, method: 'GET' }, true],
    [{ path: '/a', malformed: true }, true],
    [{ path: 'a' }, false],
    [{ path: '/a', status: 99 }, false],
    [{ path: '/a', latencyMs: -1 }, false],
    [{ path: '/a', body: 1 }, false],
    [{ path: '/a', malformed: 'yes' }, false],
    [null, false],
  ])('%o valid: %s', (value, valid) => {
    expect(typeof parseFaultRule(value) !== 'string').toBe(valid);
  });
});
