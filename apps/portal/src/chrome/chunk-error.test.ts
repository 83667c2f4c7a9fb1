import { describe, expect, it } from 'vitest';
import { CHUNK_ERROR_REDIRECT_MS } from '@casino/core';
import { isChunkLoadError, scheduleChunkErrorRedirect, type RedirectTimer } from './chunk-error.ts';

describe('isChunkLoadError', () => {
  it("knows the browsers' failed dynamic imports and nothing else", () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Boom'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

/** A clock that moves only when told: timers run once their time has come. */
const testClock = () => {
  let now = 0;
  let next = 1;
  const timers = new Map<number, { at: number; run: () => void }>();
  const timer: RedirectTimer = {
    setTimeout: (run, ms) => {
      timers.set(next, { at: now + ms, run });
      return next++;
    },
    clearTimeout: (handle) => void timers.delete(handle),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [handle, { at, run }] of [...timers]) {
      if (at > now) continue;
      timers.delete(handle);
      run();
    }
  };
  return { timer, advance };
};

describe('the CHUNK-ERROR page', () => {
  it('goes to the site origin after 10 s, not before', () => {
    const clock = testClock();
    const visited: string[] = [];
    scheduleChunkErrorRedirect((address) => visited.push(address), 'https://kasino.example', clock.timer);
    clock.advance(CHUNK_ERROR_REDIRECT_MS - 1);
    expect(visited).toEqual([]);
    clock.advance(1);
    expect(visited).toEqual(['https://kasino.example']);
    clock.advance(CHUNK_ERROR_REDIRECT_MS);
    expect(visited).toEqual(['https://kasino.example']);
    expect(CHUNK_ERROR_REDIRECT_MS).toBe(10_000);
  });

  it('goes nowhere once the page is gone', () => {
    const clock = testClock();
    const visited: string[] = [];
    const cancel = scheduleChunkErrorRedirect((address) => visited.push(address), 'https://kasino.example', clock.timer);
    clock.advance(5000);
    cancel();
    clock.advance(CHUNK_ERROR_REDIRECT_MS);
    expect(visited).toEqual([]);
  });
});
