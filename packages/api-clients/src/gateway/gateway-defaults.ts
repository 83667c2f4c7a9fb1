// The request bodies whose defaults the spec fixes (part 2 §7): the played-games and game-results
// queries look back one calendar month from "now", which comes in as an argument.
import { DateTime } from 'effect';
import { MIN_PLAYED_ROUNDS, RECENT_WINS_MAX, type GameResultsRequest, type PlayerGamesRequest, type ValidateLoginSessionRequest } from '@casino/core';

const monthBefore = (now: DateTime.DateTime): string => DateTime.formatIso(DateTime.subtract(now, { months: 1 }));

export const playerGamesRequest = (now: DateTime.DateTime, languageCode: string, overrides: Partial<PlayerGamesRequest> = {}): PlayerGamesRequest => ({
  startDate: monthBefore(now),
  endDate: DateTime.formatIso(now),
  minimumGameRoundCount: MIN_PLAYED_ROUNDS,
  languageCode,
  ...overrides,
});

export const GAME_RESULT_FIELDS = ['code', 'datetime', 'gameName', 'gameType', 'win'] as const;

export const gameResultsRequest = (now: DateTime.DateTime, overrides: Partial<GameResultsRequest> = {}): GameResultsRequest => ({
  startDatetime: monthBefore(now),
  endDatetime: DateTime.formatIso(now),
  nearestGames: false,
  page: 1,
  max: RECENT_WINS_MAX,
  order: 'desc',
  filterOutParameters: ['EXITGAME'],
  fields: GAME_RESULT_FIELDS,
  ...overrides,
});

export const VALIDATE_SESSION_REQUEST: ValidateLoginSessionRequest = { validateSessionTokens: [{}] };

/** statusFilter of the bonus lists when the caller gives none. */
export const CURRENT_BONUSES = ['current'] as const;

/** requestedFavorites when the caller gives none. */
export const FAVOURITE_GAMES = ['games'] as const;
