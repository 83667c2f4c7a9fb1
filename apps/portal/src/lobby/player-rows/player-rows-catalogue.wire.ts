// What a lobby's player rows are drawn from, as the portal's resource route sends it
// (player-rows-catalogue.server.ts) and the browser decodes it (player-rows-catalogue.ts): the
// lobby's games as the all-games page and the personal pages send them (a compact list: the tiles),
// and, in the same order, the few fields core's recommendation scoring (D3) reads, as columns.
import { Schema } from 'effect';
import { GameTileLayout, GameType, SUPPORTED_LOCALES } from '@casino/core';

/**
 * A scoring column: one type guard over the whole array, not a decoding per item. A lobby of 1,600
 * games sends some 16,000 column items, and decoding each through its own schema was most of a long
 * task of a loading player's lobby on a phone; what is accepted is the same.
 */
const column = <T>(expected: string, isItem: (value: unknown) => value is T) =>
  Schema.declare((value: unknown): value is ReadonlyArray<T> => Array.isArray(value) && value.every(isItem), { expected });

const isNumber = (value: unknown): value is number => typeof value === 'number';
const isString = (value: unknown): value is string => typeof value === 'string';
const GAME_TYPES: ReadonlySet<unknown> = new Set(Object.values(GameType));
const isGameType = (value: unknown): value is GameType => GAME_TYPES.has(value);
const isIndexes = (value: unknown): value is readonly number[] => Array.isArray(value) && value.every(isNumber);

const Amounts = column('an array of numbers or nulls', (value): value is number | null => value === null || isNumber(value));

export const CompactGamesSchema = Schema.Struct({
  place: Schema.Literals([...Object.values(GameTileLayout), 'CatalogueGrid', 'AllGamesGrid', 'LiveAllGamesGrid']),
  assetBase: Schema.String,
  locale: Schema.Literals(SUPPORTED_LOCALES),
  preview: Schema.Boolean,
  count: Schema.Number,
  records: Schema.String,
  providerNames: Schema.String,
  details: Schema.NullOr(Schema.String),
});

export const PlayerRowsCatalogueWireSchema = Schema.Struct({
  games: CompactGamesSchema,
  scoring: Schema.Struct({
    codes: column('an array of strings', isString),
    types: column('an array of game types', isGameType),
    /** Indexes into `providerIds`. */
    providers: column('an array of numbers', isNumber),
    /** Indexes into `collectionIds`, per game. */
    collections: column('an array of arrays of numbers', isIndexes),
    /** Core's flag bits (jackpot, gamble, bonus feature). */
    flags: column('an array of numbers', isNumber),
    minBets: Amounts,
    rtps: Amounts,
    volatilities: Amounts,
    tiers: Amounts,
    promotions: Amounts,
  }).pipe(
    Schema.check(
      Schema.makeFilter(
        (scoring) =>
          [
            scoring.types,
            scoring.providers,
            scoring.collections,
            scoring.flags,
            scoring.minBets,
            scoring.rtps,
            scoring.volatilities,
            scoring.tiers,
            scoring.promotions,
          ].every((column) => column.length === scoring.codes.length) || 'the scoring columns differ in length',
      ),
    ),
  ),
  providerIds: Schema.Array(Schema.String),
  collectionIds: Schema.Array(Schema.String),
});

export type PlayerRowsCatalogueWire = typeof PlayerRowsCatalogueWireSchema.Type;
