import { DateTime } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_PLAYED_ROUNDS, RECENT_WINS_MAX } from '@casino/core';
import { GAME_RESULT_FIELDS, gameResultsRequest, playerGamesRequest } from './gateway-defaults.ts';

const at = (iso: string) => DateTime.makeUnsafe(iso);

describe('playerGamesRequest (part 2 §7 defaults)', () => {
  it.each([
    ['2026-11-21T12:00:00.000Z', '2026-10-21T12:00:00.000Z'],
    ['2026-03-31T08:30:00.000Z', '2026-02-28T08:30:00.000Z'],
    ['2026-01-15T00:00:00.000Z', '2025-12-15T00:00:00.000Z'],
  ])('from %s looks back one calendar month to %s', (now, start) => {
    expect(playerGamesRequest(at(now), 'cs')).toEqual({
      startDate: start,
      endDate: now,
      minimumGameRoundCount: MIN_PLAYED_ROUNDS,
      languageCode: 'cs',
    });
  });

  it('lets the caller override any default', () => {
    const request = playerGamesRequest(at('2026-11-21T12:00:00Z'), 'en', { minimumGameRoundCount: 1 });
    expect(request.minimumGameRoundCount).toBe(1);
    expect(request.languageCode).toBe('en');
  });

  it('always starts 28 to 31 days before it ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2100-01-01') }), (ms) => {
        const request = playerGamesRequest(DateTime.makeUnsafe(ms), 'cs');
        const days = (Date.parse(request.endDate) - Date.parse(request.startDate)) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(28);
        expect(days).toBeLessThanOrEqual(31);
        expect(Date.parse(request.endDate)).toBe(ms);
      }),
    );
  });
});

describe('gameResultsRequest (part 2 §7 defaults)', () => {
  it('asks for the last month, newest first, page 1 of 30, without exits, with the five fields', () => {
    expect(gameResultsRequest(at('2026-11-21T12:00:00.000Z'))).toEqual({
      startDatetime: '2026-10-21T12:00:00.000Z',
      endDatetime: '2026-11-21T12:00:00.000Z',
      nearestGames: false,
      page: 1,
      max: RECENT_WINS_MAX,
      order: 'desc',
      filterOutParameters: ['EXITGAME'],
      fields: ['code', 'datetime', 'gameName', 'gameType', 'win'],
    });
    expect(GAME_RESULT_FIELDS).toHaveLength(5);
  });

  it('keeps overrides', () => {
    expect(gameResultsRequest(at('2026-11-21T12:00:00Z'), { page: 3, order: 'asc' })).toMatchObject({ page: 3, order: 'asc' });
  });
});
