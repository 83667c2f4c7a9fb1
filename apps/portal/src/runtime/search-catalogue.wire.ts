// What the search panel searches, as the portal's resource route sends it (../search/search-catalogue.server.ts)
// and the browser decodes it (searchable-catalogue.ts): one lobby's games as columns of only what
// search weighs and a result shows (name, code, provider, image version, commercial tier, the
// recommend category's games), and the providers, categories and collections by id, slug and name.
import { Schema } from 'effect';
import { Numbers, NumbersOrNulls, Strings } from '../wire-columns.ts';

const Named = Schema.Struct({ id: Schema.String, slug: Schema.String, title: Schema.String });
const SearchConfig = Schema.Struct({
  searchResultIncludes: Schema.optional(Schema.Array(Schema.Literals(['categories', 'providers', 'collections']))),
  recommendCategory: Schema.optional(Schema.NullOr(Schema.String)),
});

export const SearchCatalogueWireSchema = Schema.Struct({
  lobby: Schema.Literals(['casino', 'live']),
  /** Per game, column by column, in catalogue order. */
  games: Schema.Struct({
    names: Strings,
    codes: Strings,
    /** Indexes into `providers`. */
    providers: Numbers,
    fileVersions: Numbers,
    /** Commercial tiers (null: none). */
    tiers: NumbersOrNulls,
  }).pipe(
    Schema.check(
      Schema.makeFilter(
        (games) =>
          [games.codes, games.providers, games.fileVersions, games.tiers].every((column) => column.length === games.names.length) ||
          'the game columns differ in length',
      ),
    ),
  ),
  /** Indexes into the games of the recommend category's games, in the category's order. */
  recommended: Numbers,
  providers: Schema.Array(Schema.Struct({ id: Schema.String, slug: Schema.String, name: Schema.String, logoLight: Schema.String, logoDark: Schema.String })),
  categories: Schema.Array(Named),
  collections: Schema.Array(Named),
  settings: Schema.Struct({ search: SearchConfig, searchLive: SearchConfig, searchPopularProviders: Schema.Array(Schema.String) }),
});

export type SearchCatalogueWire = typeof SearchCatalogueWireSchema.Type;
