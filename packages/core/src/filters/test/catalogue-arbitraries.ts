// Test support for the catalogue rules: a game factory for table-driven cases and fast-check
// arbitraries for property tests. Small option alphabets make overlaps (and so real counts) likely.
import fc from 'fast-check';
import type { Category, Collection, Game, LiveGame, LiveTable, Provider } from '../../types/catalogue.ts';
import type { AmountRange, CasinoFilters, LiveFilters, OptionMap } from '../../types/filters.ts';
import type { GameType } from '../../types/enums.ts';

export const makeGame = (overrides: Partial<Game> & { gameCode?: string } = {}): Game => ({
  gameCode: 'game',
  name: 'Game',
  type: 'Slot',
  provider: 'p1',
  categories: [],
  collections: [],
  numberOfReels: 5,
  jackpot: false,
  gamble: false,
  bonusGameFeature: false,
  minBet: 1,
  maxBet: 100,
  maxWin: 5000,
  rtp: 96,
  volatility: 3,
  promotionLevel: 0,
  commercialTier: 0,
  demoEnabled: true,
  requirePassword: false,
  labels: [],
  fileVersion: 1,
  ...overrides,
});

export const makeTable = (overrides: Partial<LiveTable> & { ImsGameCode: string }): LiveTable => ({
  Language: 'en',
  Status: 'online',
  SeatsAvailability: {},
  DynamicImageUrl: null,
  Dealer: null,
  ...overrides,
});

export const makeCategory = (overrides: Partial<Category> & { id: string }): Category => ({
  slug: overrides.id,
  type: 'Default',
  title: overrides.id,
  lobby: 'casino',
  style: 'Default',
  widgets: [],
  games: [],
  iconImage: null,
  seoId: null,
  ...overrides,
});

export const makeProvider = (id: string, name: string): Provider => ({
  id,
  slug: id,
  name,
  games: [],
  iconImage: '',
  logoLight: '',
  logoDark: '',
});

export const makeCollection = (id: string, title: string): Collection => ({
  id,
  slug: id,
  title,
  url: null,
  iconImage: null,
  games: [],
  excludeFromPage: false,
  seoId: null,
  actionRoute: null,
});

const CATEGORY_IDS = ['c1', 'c2', 'c3', 'c4'];
const COLLECTION_IDS = ['k1', 'k2', 'k3'];
const PROVIDER_IDS = ['p1', 'p2', 'p3'];
const LANGUAGES = ['en', 'cs', 'de'];
const GAME_TYPES: GameType[] = ['Slot', 'Live', 'Table', 'Crash'];

/** Names from a small alphabet with accents and spaces, so that folding and substrings matter. */
export const nameArbitrary = fc.string({
  unit: fc.constantFrom('a', 'b', 'k', 'r', 'l', 'á', 'Á', 'K', 'R', 'ř', 'Ř', ' ', 'o', 'ó'),
  minLength: 0,
  maxLength: 8,
});

const maybeNumber = (arb: fc.Arbitrary<number>): fc.Arbitrary<number | null> =>
  fc.oneof({ arbitrary: arb, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 });

export const gameArbitrary: fc.Arbitrary<Game> = fc
  .record({
    name: nameArbitrary,
    type: fc.constantFrom(...GAME_TYPES),
    provider: fc.constantFrom(...PROVIDER_IDS),
    categories: fc.subarray(CATEGORY_IDS),
    collections: fc.subarray(COLLECTION_IDS),
    numberOfReels: fc.constantFrom(3, 5, 6),
    jackpot: fc.boolean(),
    gamble: fc.boolean(),
    bonusGameFeature: fc.boolean(),
    minBet: maybeNumber(fc.integer({ min: 0, max: 20 })),
    maxBet: maybeNumber(fc.integer({ min: 10, max: 200 })),
    maxWin: maybeNumber(fc.integer({ min: 0, max: 10_000 })),
    rtp: maybeNumber(fc.double({ min: 85, max: 99, noNaN: true })),
    volatility: maybeNumber(fc.integer({ min: 1, max: 5 })),
    promotionLevel: maybeNumber(fc.double({ min: -2, max: 12, noNaN: true })),
    commercialTier: maybeNumber(fc.double({ min: -2, max: 12, noNaN: true })),
  })
  .map((fields) => makeGame(fields));

/** Games with unique codes g0, g1, … (codes are identities in the catalogue). */
export const gamesArbitrary = (maxLength = 40): fc.Arbitrary<Game[]> =>
  fc.array(gameArbitrary, { maxLength }).map((games) => games.map((game, i) => ({ ...game, gameCode: `g${i}` })));

export const liveGamesArbitrary = (maxLength = 40): fc.Arbitrary<LiveGame[]> =>
  fc
    .array(
      fc.tuple(
        gameArbitrary,
        fc.option(
          fc.record({
            Language: fc.constantFrom(...LANGUAGES),
            Status: fc.constantFrom('online', 'offline', 'closed'),
            SeatsAvailability: fc.dictionary(fc.constantFrom('1', '2', '3'), fc.boolean()),
          }),
          { nil: undefined },
        ),
      ),
      { maxLength },
    )
    .map((pairs) => pairs.map(([game, table], i) => ({ ...game, gameCode: `g${i}`, ...table })));

/** An option map over the alphabet plus an option no game has; false entries included on purpose. */
const optionMapArbitrary = (options: readonly string[]): fc.Arbitrary<OptionMap> =>
  fc.dictionary(fc.constantFrom(...options, 'unknown'), fc.boolean(), { maxKeys: 3 });

const rangeArbitrary: fc.Arbitrary<AmountRange> = fc.oneof(
  fc.constant<AmountRange>([0, 0]),
  fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 })),
  fc.tuple(fc.integer({ min: 0, max: 10_000 }), fc.constantFrom(0, 5_000, 10_000)),
);

export const casinoFiltersArbitrary: fc.Arbitrary<CasinoFilters> = fc.record({
  category: optionMapArbitrary(CATEGORY_IDS),
  collection: optionMapArbitrary(COLLECTION_IDS),
  provider: optionMapArbitrary(PROVIDER_IDS),
  reel: optionMapArbitrary(['3', '5', '6']),
  betAmount: rangeArbitrary,
  maxWin: rangeArbitrary,
  jackpot: fc.boolean(),
  gamble: fc.boolean(),
  bonus: fc.boolean(),
  search: fc.oneof(fc.constant(''), nameArbitrary),
});

export const liveFiltersArbitrary: fc.Arbitrary<LiveFilters> = fc.record({
  category: optionMapArbitrary(CATEGORY_IDS),
  provider: optionMapArbitrary(PROVIDER_IDS),
  language: optionMapArbitrary(LANGUAGES),
  betAmount: rangeArbitrary,
  openTable: fc.boolean(),
  availableSeat: fc.boolean(),
});
