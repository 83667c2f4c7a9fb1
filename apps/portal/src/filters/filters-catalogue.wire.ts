// What the filters panel counts over and the all-games page filters in the browser, as the portal's
// resource route sends it (filters-catalogue.server.ts) and the browser decodes it
// (filters-catalogue.ts): one lobby's games, in the order of its all-games page, as columns of only
// what the filters read and a grid tile shows, and the names of the options. The platform's
// catalogue answers carry every field of every game (descriptions, labels, each category's game
// list); this carries a few per game.
import { Schema } from 'effect';
import { GameListSource } from '@casino/core';
import { IndexLists, Numbers, NumbersOrNulls, Strings } from '../wire-columns.ts';

export const FiltersCatalogueWireSchema = Schema.Struct({
  lobby: Schema.Literals(['casino', 'live']),
  /** Per game, column by column, in the all-games page's order. */
  games: Schema.Struct({
    names: Strings,
    /** Codes, each without the slug of its name where it starts with it (`~` marks that: compact-games.ts). */
    codes: Strings,
    /** Indexes into `providers`. */
    providers: Numbers,
    fileVersions: Numbers,
    /** Indexes into `categoryIds`, per game. */
    categories: IndexLists,
    /** Indexes into `collectionIds`, per game. */
    collections: IndexLists,
    reels: Numbers,
    /** Core's flag bits (jackpot, gamble, bonus feature). */
    flags: Numbers,
    minBets: NumbersOrNulls,
    maxBets: NumbersOrNulls,
    maxWins: NumbersOrNulls,
  }).pipe(
    Schema.check(
      Schema.makeFilter(
        (games) =>
          [
            games.codes,
            games.providers,
            games.fileVersions,
            games.categories,
            games.collections,
            games.reels,
            games.flags,
            games.minBets,
            games.maxBets,
            games.maxWins,
          ].every((column) => column.length === games.names.length) || 'the game columns differ in length',
      ),
    ),
  ),
  /** Every category and collection id a game names (the options an address may name). */
  categoryIds: Schema.Array(Schema.String),
  collectionIds: Schema.Array(Schema.String),
  providers: Schema.Array(Schema.Struct({ id: Schema.String, name: Schema.String })),
  /** The lobby's categories, with what the panel reads of them. */
  categories: Schema.Array(
    Schema.Struct({
      id: Schema.String,
      title: Schema.String,
      lobby: Schema.Literals(['casino', 'live']),
      type: Schema.Literals(Object.values(GameListSource)),
    }),
  ),
  /** Collection names by id. */
  collections: Schema.Array(Schema.Struct({ id: Schema.String, title: Schema.String })),
  settings: Schema.Struct({
    enabledFilters: Schema.Array(Schema.String),
    enabledFiltersLive: Schema.Array(Schema.String),
    currency: Schema.String,
  }),
});

export type FiltersCatalogueWire = typeof FiltersCatalogueWireSchema.Type;
