import { describe, expect, it } from 'vitest';
import { CHUNK_ERROR_REDIRECT_MS } from '@casino/core';
import { scheduleChunkErrorRedirect, type RedirectTimer } from './chunk-error-redirect.ts';

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
