// Filter sets of D4 (part 2 §3).

/** option → enabled */
export type OptionMap = Readonly<Record<string, boolean>>;
/** [min, max]; active when either end is non-zero; an upper end of 0 means no upper limit. */
export type AmountRange = readonly [number, number];

export interface CasinoFilters {
  readonly category: OptionMap;
  readonly collection: OptionMap;
  readonly provider: OptionMap;
  readonly reel: OptionMap;
  readonly betAmount: AmountRange;
  readonly maxWin: AmountRange;
  readonly jackpot: boolean;
  readonly gamble: boolean;
  readonly bonus: boolean;
  readonly search: string;
}

export interface LiveFilters {
  readonly category: OptionMap;
  readonly provider: OptionMap;
  readonly language: OptionMap;
  readonly betAmount: AmountRange;
  readonly openTable: boolean;
  readonly availableSeat: boolean;
}

export type CasinoFacetGroup = 'category' | 'collection' | 'provider' | 'reel';
export type LiveFacetGroup = 'category' | 'provider' | 'language';

export type FacetCounts<G extends string> = Readonly<Record<G, Readonly<Record<string, number>>>>;

export const emptyCasinoFilters = (): CasinoFilters => ({
  category: {},
  collection: {},
  provider: {},
  reel: {},
  betAmount: [0, 0],
  maxWin: [0, 0],
  jackpot: false,
  gamble: false,
  bonus: false,
  search: '',
});

export const emptyLiveFilters = (): LiveFilters => ({
  category: {},
  provider: {},
  language: {},
  betAmount: [0, 0],
  openTable: false,
  availableSeat: false,
});
