import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatElapsed, isTimerVisible, msToNextShownSecond, parseZonedTimestamp, sessionElapsedMs } from './session-timer.ts';

const at = Date.parse('2026-06-15T10:00:00Z');

describe('parseZonedTimestamp', () => {
  it.each([
    { text: '2026-06-15T12:00:00+02:00', expected: at },
    { text: '2026-06-15T12:00:00.000+02:00[Europe/Prague]', expected: at },
    { text: '2026-06-15T12:00+02:00[Europe/Prague]', expected: at },
    { text: '2026-06-15T10:00:00Z', expected: at },
    { text: '2026-06-15T10:00:00', expected: at },
    { text: String(at), expected: at },
    { text: 'yesterday', expected: null },
    { text: '', expected: null },
    { text: null, expected: null },
  ])('$text → $expected', ({ text, expected }) => {
    expect(parseZonedTimestamp(text)).toBe(expected);
  });
});

describe('sessionElapsedMs', () => {
  it.each([
    { name: 'an hour after login', text: '2026-06-15T12:00:00+02:00[Europe/Prague]', now: at + 3_600_000, expected: 3_600_000 },
    { name: 'at login', text: '2026-06-15T10:00:00Z', now: at, expected: 0 },
    { name: 'a login in the future counts as now', text: '2026-06-15T10:00:00Z', now: at - 5_000, expected: 0 },
    { name: 'unknown', text: null, now: at, expected: null },
  ])('$name', ({ text, now, expected }) => {
    expect(sessionElapsedMs(text, now)).toBe(expected);
  });
});

describe('formatElapsed', () => {
  it.each([
    { ms: 0, expected: '00:00:00' },
    { ms: 999, expected: '00:00:00' },
    { ms: 1_000, expected: '00:00:01' },
    { ms: 61_500, expected: '00:01:01' },
    { ms: 3_599_999, expected: '00:59:59' },
    { ms: 3_600_000, expected: '01:00:00' },
    { ms: 25 * 3_600_000 + 62_000, expected: '25:01:02' },
    { ms: 123 * 3_600_000, expected: '123:00:00' },
    { ms: -5_000, expected: '00:00:00' },
    { ms: Number.NaN, expected: '00:00:00' },
  ])('$ms ms → $expected', ({ ms, expected }) => {
    expect(formatElapsed(ms)).toBe(expected);
  });

  it('reads back to the whole seconds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 * 3_600_000 }), (ms) => {
        const text = formatElapsed(ms);
        expect(text).toMatch(/^\d{2,}:[0-5]\d:[0-5]\d$/);
        const [h, m, s] = text.split(':').map(Number) as [number, number, number];
        expect(h * 3600 + m * 60 + s).toBe(Math.floor(ms / 1000));
      }),
    );
  });
});

describe('isTimerVisible', () => {
  it.each([
    { loggedIn: true, playingReal: false, nativeView: false, expected: true },
    { loggedIn: false, playingReal: false, nativeView: false, expected: false },
    { loggedIn: true, playingReal: true, nativeView: false, expected: false },
    { loggedIn: true, playingReal: false, nativeView: true, expected: false },
    { loggedIn: false, playingReal: true, nativeView: true, expected: false },
  ])('logged in $loggedIn, real play $playingReal, native $nativeView → $expected', ({ expected, ...input }) => {
    expect(isTimerVisible(input)).toBe(expected);
  });
});

describe('msToNextShownSecond (property)', () => {
  it('is when the shown time next changes: not a millisecond earlier, and within a second', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * 3_600_000 }), (elapsed) => {
        const wait = msToNextShownSecond(elapsed);
        expect(wait).toBeGreaterThanOrEqual(1);
        expect(wait).toBeLessThanOrEqual(1000);
        expect(formatElapsed(elapsed + wait)).not.toBe(formatElapsed(elapsed));
        expect(formatElapsed(elapsed + wait - 1)).toBe(formatElapsed(elapsed));
      }),
    );
  });

  it('waits a whole second from nothing or an unreadable time', () => {
    for (const elapsed of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(msToNextShownSecond(elapsed)).toBe(1000);
  });
});
