// What the filter panel keeps in session storage (part 2 §4, key appliedFilters), as a Schema: a
// saved set is read back only when it decodes and its shape is its lobby's.
import { Schema } from 'effect';
import { lobbyOfFilters, type AnyFilters, type CasinoFilters, type LiveFilters, type Lobby } from '@casino/core';

const OptionMap = Schema.Record(Schema.String, Schema.Boolean);
const AmountRange = Schema.Tuple([Schema.Number, Schema.Number]);

const CasinoFiltersSchema: Schema.Codec<CasinoFilters, unknown> = Schema.Struct({
  category: OptionMap,
  collection: OptionMap,
  provider: OptionMap,
  reel: OptionMap,
  betAmount: AmountRange,
  maxWin: AmountRange,
  jackpot: Schema.Boolean,
  gamble: Schema.Boolean,
  bonus: Schema.Boolean,
  search: Schema.String,
});

const LiveFiltersSchema: Schema.Codec<LiveFilters, unknown> = Schema.Struct({
  category: OptionMap,
  provider: OptionMap,
  language: OptionMap,
  betAmount: AmountRange,
  openTable: Schema.Boolean,
  availableSeat: Schema.Boolean,
});

export const SavedFiltersSchema: Schema.Codec<{ readonly lobby: Lobby; readonly filters: AnyFilters }, unknown> = Schema.Struct({
  lobby: Schema.Literals(['casino', 'live']),
  filters: Schema.Union([CasinoFiltersSchema, LiveFiltersSchema]),
}).pipe(Schema.check(Schema.makeFilter((saved) => lobbyOfFilters(saved.filters) === saved.lobby || 'the filters are not of their lobby')));
