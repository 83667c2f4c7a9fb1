// What a lobby's player rows are drawn from, as the portal's resource route sends it
// (player-rows-catalogue.server.ts) and the browser decodes it (player-rows-catalogue.ts): the
// lobby's games as the all-games page and the personal pages send them (a compact list: the tiles),
// and, in the same order, the few fields core's recommendation scoring (D3) reads, as columns.
import { Schema } from 'effect';
import { GameTileLayout, GameType, SUPPORTED_LOCALES } from '@casino/core';
import { IndexLists, literalColumn, Numbers, NumbersOrNulls, Strings } from '../../wire-columns.ts';

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
    codes: Strings,
    types: literalColumn(Object.values(GameType), 'an array of game types'),
    /** Indexes into `providerIds`. */
    providers: Numbers,
    /** Indexes into `collectionIds`, per game. */
    collections: IndexLists,
    /** Core's flag bits (jackpot, gamble, bonus feature). */
    flags: Numbers,
    minBets: NumbersOrNulls,
    rtps: NumbersOrNulls,
    volatilities: NumbersOrNulls,
    tiers: NumbersOrNulls,
    promotions: NumbersOrNulls,
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
