// Catalogue games: ~75% Slot, ~12% Live, ~8% Table, ~5% Crash, with every field filled. A game is
// generated together with what the rest of the world needs to know about it (theme, table kind,
// table language); categories are attached later by the category generator.
import type { Game, GameLabel, GameType } from '@casino/core';
import type { CollectionSeed } from './collections.ts';
import { createNameGenerator, FAMOUS_GAMES_MIN_SIZE, famousGames, type GeneratedName } from './game-names.ts';
import type { TableKind, Theme } from './game-vocabulary.ts';
import { Labels, ordinaryLabels } from './labels.ts';
import type { ProviderSeed } from './providers.ts';
import type { Random } from './random.ts';
import { slugify } from './text.ts';

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

export interface GameDraft {
  readonly game: Mutable<Game> & { categories: string[] };
  readonly theme: Theme | null;
  readonly kind: TableKind | null;
  readonly megaways: boolean;
  /** The language of the live table (Live and Table games). */
  readonly language: string | null;
  /** Live and Table games count as live (the live lobby, live tables). */
  readonly live: boolean;
}

export const isLiveType = (type: GameType): boolean => type === 'Live' || type === 'Table';

const typeShares: readonly (readonly [GameType, number])[] = [
  ['Live', 0.12],
  ['Table', 0.08],
  ['Crash', 0.05],
];

/** Exact type counts for a size: the shares rounded, every type present from size 10 on. */
export const typeCounts = (size: number): Record<GameType, number> => {
  const counts: Record<GameType, number> = { Slot: 0, Live: 0, Table: 0, Crash: 0 };
  let rest = size;
  for (const [type, share] of typeShares) {
    const count = Math.min(rest, Math.max(size >= 10 ? 1 : 0, Math.round(size * share)));
    counts[type] = count;
    rest -= count;
  }
  counts.Slot = rest;
  return counts;
};

const liveKinds: readonly (readonly [TableKind, number])[] = [
  ['roulette', 3],
  ['blackjack', 3],
  ['baccarat', 2],
  ['gameShow', 2],
  ['poker', 1],
  ['dice', 1],
];
const tableKinds: readonly (readonly [TableKind, number])[] = [
  ['roulette', 3],
  ['blackjack', 3],
  ['baccarat', 1],
  ['gameShow', 1],
  ['poker', 2],
  ['dice', 1],
];
const liveLanguages: readonly (readonly [string, number])[] = [
  ['cs', 4],
  ['en', 4],
  ['de', 1],
  ['ar', 0.6],
  ['nl', 0.5],
  ['ro', 0.6],
  ['el', 0.4],
  ['tr', 0.5],
  ['pt-br', 0.5],
];

interface TypeProfile {
  readonly reels: readonly (readonly [number, number])[];
  readonly minBets: readonly (readonly [number, number])[];
  readonly maxBets: readonly number[];
  readonly maxWinMultipliers: readonly number[];
  readonly maxWinNullShare: number;
  readonly volatility: readonly (readonly [number, number])[];
  readonly jackpot: number;
  readonly gamble: number;
  readonly bonus: number;
}

const profiles: Readonly<Record<GameType, TypeProfile>> = {
  Slot: {
    reels: [
      [3, 1],
      [4, 1],
      [5, 7],
      [6, 2],
      [7, 1],
    ],
    minBets: [
      [0.1, 3],
      [0.2, 3],
      [0.4, 2],
      [0.5, 2],
      [1, 3],
      [2, 2],
      [5, 1],
      [10, 0.5],
    ],
    maxBets: [100, 200, 250, 500, 1000, 2000, 2500, 5000, 10000],
    maxWinMultipliers: [250, 500, 1000, 2000, 5000, 10000],
    maxWinNullShare: 0.1,
    volatility: [
      [1, 1],
      [2, 2],
      [3, 3],
      [4, 2],
      [5, 1.5],
    ],
    jackpot: 0.12,
    gamble: 0.3,
    bonus: 0.65,
  },
  Live: {
    reels: [[5, 1]],
    minBets: [
      [1, 1],
      [2, 1],
      [5, 2],
      [10, 2],
      [20, 1],
      [50, 1],
      [100, 0.5],
    ],
    maxBets: [1000, 2500, 5000, 10000],
    maxWinMultipliers: [50, 100, 500],
    maxWinNullShare: 0.6,
    volatility: [
      [1, 2],
      [2, 3],
      [3, 1],
    ],
    jackpot: 0.04,
    gamble: 0,
    bonus: 0.25,
  },
  Table: {
    reels: [[5, 1]],
    minBets: [
      [0.5, 1],
      [1, 2],
      [2, 1],
      [5, 1],
    ],
    maxBets: [500, 1000, 2500, 5000],
    maxWinMultipliers: [35, 100, 250],
    maxWinNullShare: 0.5,
    volatility: [
      [1, 2],
      [2, 3],
      [3, 1],
    ],
    jackpot: 0,
    gamble: 0.1,
    bonus: 0.05,
  },
  Crash: {
    reels: [[5, 1]],
    minBets: [
      [0.1, 2],
      [0.5, 1],
      [1, 1],
    ],
    maxBets: [1000, 5000, 10000],
    maxWinMultipliers: [1000, 5000],
    maxWinNullShare: 0.2,
    volatility: [
      [4, 1],
      [5, 2],
    ],
    jackpot: 0,
    gamble: 0,
    bonus: 0.1,
  },
};

const promotionLevels: readonly (readonly [number, number])[] = [
  [0, 6],
  [1, 3],
  [2, 2],
  [3, 1.5],
  [4, 1],
  [5, 0.5],
];
const commercialTiers: readonly (readonly [number, number])[] = [
  [0, 3],
  [1, 3],
  [2, 3],
  [3, 2],
  [4, 2],
  [5, 2],
  [6, 1],
  [7, 1],
  [8, 0.6],
  [9, 0.4],
  [10, 0.2],
];
const slotExtraCollections: readonly (readonly [number, number])[] = [
  [0, 5],
  [1, 3],
  [2, 1],
];
const otherExtraCollections: readonly (readonly [number, number])[] = [
  [0, 3],
  [1, 1],
];

const MAX_WIN_CAP = 10_000_000;

/** The maximum bets at least ten times a minimum bet, computed once per (profile, minimum). */
const maxBetCache = new Map<TypeProfile, Map<number, number[]>>();
const maxBetsFor = (profile: TypeProfile, minBet: number): number[] => {
  let perMin = maxBetCache.get(profile);
  if (!perMin) maxBetCache.set(profile, (perMin = new Map()));
  let bets = perMin.get(minBet);
  if (!bets) perMin.set(minBet, (bets = profile.maxBets.filter((bet) => bet >= minBet * 10)));
  return bets;
};

const pickLabels = (random: Random, jackpot: boolean): GameLabel[] => {
  const roll = random.next();
  const count = roll < 0.7 ? 0 : roll < 0.92 ? 1 : 2;
  const labels = random.sample(ordinaryLabels, count);
  // A jackpot game sometimes wears the jackpot label instead of a second ordinary one.
  if (jackpot && labels.length < 2 && random.chance(0.5)) labels.push(Labels.jackpot);
  return labels;
};

/** Picks 1–3 collections per game: the one its theme or table kind leads to, plus random extras. */
const createCollectionPicker = (random: Random, seeds: readonly CollectionSeed[]) => {
  const megaways = seeds.find((seed) => seed.megaways);
  const byTheme = new Map<Theme, CollectionSeed>();
  const byKind = new Map<TableKind, CollectionSeed>();
  for (const seed of seeds) {
    for (const theme of seed.themes) if (!byTheme.has(theme)) byTheme.set(theme, seed);
    for (const kind of seed.kinds) if (!byKind.has(kind)) byKind.set(kind, seed);
  }
  const accepting = new Map<GameType, CollectionSeed[]>();
  const fallback = new Map<GameType, CollectionSeed[]>();
  for (const type of ['Slot', 'Live', 'Table', 'Crash'] as const) {
    accepting.set(
      type,
      seeds.filter((seed) => seed.accepts.includes(type)),
    );
    const own = type === 'Slot' ? (accepting.get(type) ?? []) : seeds.filter((seed) => seed.accepts.includes(type) || seed.group === 'tables');
    fallback.set(type, own.length > 0 ? own : [...seeds]);
  }
  return (type: GameType, meta: { theme: Theme | null; kind: TableKind | null; megaways: boolean }): string[] => {
    const primary =
      (meta.megaways ? megaways : undefined) ??
      (meta.theme ? byTheme.get(meta.theme) : undefined) ??
      (meta.kind ? byKind.get(meta.kind) : undefined) ??
      random.pick(fallback.get(type) ?? seeds);
    const ids = [primary.id];
    const extraCount = random.weighted(type === 'Slot' ? slotExtraCollections : otherExtraCollections);
    if (extraCount > 0)
      for (const seed of random.sample(accepting.get(type) ?? [], extraCount + 1)) if (seed !== primary && ids.length <= extraCount) ids.push(seed.id);
    return ids;
  };
};

export const generateGames = (
  random: Random,
  size: number,
  providers: readonly ProviderSeed[],
  collections: readonly CollectionSeed[],
  /** Famous games avoid this provider (the one without demo URLs), so their demo always starts. */
  famousAvoidProvider: string | null = null,
): GameDraft[] => {
  const famous = size >= FAMOUS_GAMES_MIN_SIZE ? famousGames : [];
  const counts = typeCounts(size);
  for (const entry of famous) counts[entry.type] = Math.max(0, counts[entry.type] - 1);
  const types: GameType[] = [];
  for (const type of ['Slot', 'Live', 'Table', 'Crash'] as const) for (let i = 0; i < counts[type]; i++) types.push(type);
  const order = random.shuffle(types);

  const providersByType = new Map<GameType, (readonly [ProviderSeed, number])[]>();
  for (const provider of providers)
    for (const type of provider.makes) {
      const list = providersByType.get(type) ?? [];
      list.push([provider, provider.weight]);
      providersByType.set(type, list);
    }

  const pickCollections = createCollectionPicker(random, collections);
  const names = createNameGenerator(
    random,
    famous.map((entry) => entry.name),
  );
  const drafts: GameDraft[] = [];

  const build = (
    type: GameType,
    name: string,
    gameCode: string,
    meta: { theme: Theme | null; kind: TableKind | null; megaways: boolean },
    famousGame: boolean,
  ): GameDraft => {
    const profile = profiles[type];
    const entries = providersByType.get(type);
    const providerEntries = famousGame ? entries?.filter(([provider]) => provider.id !== famousAvoidProvider) : entries;
    if (!providerEntries || providerEntries.length === 0) throw new Error(`no provider makes ${type} games`);
    const provider = random.weighted(providerEntries);
    const minBet = random.weighted(profile.minBets);
    const maxBet = random.pick(maxBetsFor(profile, minBet));
    const jackpot = random.chance(profile.jackpot);
    const multiplier = random.pick(profile.maxWinMultipliers);
    const maxWin = random.chance(profile.maxWinNullShare) ? null : Math.min(MAX_WIN_CAP, maxBet * multiplier);
    const live = isLiveType(type);
    const game: GameDraft['game'] = {
      gameCode,
      name,
      type,
      provider: provider.id,
      categories: [],
      collections: pickCollections(type, meta),
      numberOfReels: meta.megaways ? 6 : random.weighted(profile.reels),
      jackpot,
      gamble: random.chance(profile.gamble),
      bonusGameFeature: meta.kind === 'gameShow' || random.chance(profile.bonus),
      minBet,
      maxBet,
      maxWin,
      rtp: random.chance(0.03) ? null : random.float(92, 98, 2),
      volatility: random.chance(0.03) ? null : random.weighted(profile.volatility),
      promotionLevel: random.weighted(promotionLevels),
      commercialTier: famousGame ? 10 : random.weighted(commercialTiers),
      demoEnabled: famousGame || random.chance(0.9),
      requirePassword: !famousGame && random.chance(0.03),
      labels: pickLabels(random, jackpot),
      fileVersion: random.int(1, 12),
    };
    const language = live ? (type === 'Table' ? random.pick(['cs', 'en']) : random.weighted(liveLanguages)) : null;
    return { game, theme: meta.theme, kind: meta.kind, megaways: meta.megaways, language, live };
  };

  for (const entry of famous) {
    drafts.push(build(entry.type, entry.name, entry.gameCode, { theme: entry.theme, kind: entry.kind, megaways: false }, true));
  }
  for (const type of order) {
    const serial = drafts.length + 1;
    let kind: TableKind | null = null;
    let generated: GeneratedName;
    if (type === 'Slot') generated = names.slot();
    else if (type === 'Crash') generated = names.crash();
    else {
      kind = random.weighted(type === 'Live' ? liveKinds : tableKinds);
      generated = type === 'Live' ? names.live(kind) : names.table(kind);
    }
    const code = [slugify(generated.name), serial].join('-');
    drafts.push(build(type, generated.name, code, { theme: generated.theme, kind, megaways: generated.megaways }, false));
  }
  // Jackpots need games: a small world without any jackpot slot gets one.
  if (!drafts.some((draft) => draft.game.jackpot)) {
    const slot = drafts.find((draft) => draft.game.type === 'Slot');
    if (slot) slot.game.jackpot = true;
  }
  return drafts;
};
