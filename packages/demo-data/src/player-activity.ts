// What the demo player did: favourites, played games, game results, bonuses. Game codes are picked
// from the world's own games, so every reference resolves.
import type { BonusDetails, Game, GameResult, GamingBonus, PlayerBonus, PlayerGameRecord, SelectedGame } from '@casino/core';
import { TimeMs } from '@casino/core';
import type { Random } from './random.ts';

const isLive = (game: Game) => game.type === 'Live' || game.type === 'Table';

/** Up to `count` distinct games not in `exclude`. */
const pickGames = (random: Random, games: readonly Game[], count: number, exclude: ReadonlySet<string> = new Set()): Game[] => {
  const pool = games.filter((game) => !exclude.has(game.gameCode));
  return random.sample(pool, count);
};

export const pickFavourites = (random: Random, games: readonly Game[]): string[] => {
  const casino = games.filter((game) => !isLive(game));
  const live = games.filter(isLive);
  const famous = games.filter((game) => game.gameCode === 'book-of-dead' || game.gameCode === 'blackjack-vip-praha');
  const taken = new Set(famous.map((game) => game.gameCode));
  const picked = [...famous, ...pickGames(random, casino, 9, taken), ...pickGames(random, live, 3, taken)];
  const unique = [...new Set(picked.map((game) => game.gameCode))];
  return unique.slice(0, 12);
};

/** Heavy (≥ 50 rounds), light (10–49) and tried-once (1–3 rounds) records. */
export const pickPlayerGames = (random: Random, games: readonly Game[]): PlayerGameRecord[] => {
  const chosen = random.sample(games, 22);
  return chosen.map((game, index) => ({
    gameType: game.gameCode,
    gameRoundCount: index < 8 ? random.int(50, 480) : index < 16 ? random.int(10, 49) : random.int(1, 3),
  }));
};

const winBands: readonly (readonly [readonly [number, number], number])[] = [
  [[1, 100], 5],
  [[100, 2_000], 3],
  [[2_000, 50_000], 1],
];

/** Game results of the last month, newest first; about a third are losses (win 0). */
export const generateGameResults = (random: Random, games: readonly Game[], nowMs: number): GameResult[] => {
  const played = random.sample(games, 14);
  const results: GameResult[] = [];
  let at = nowMs - random.int(5, 60) * TimeMs.MINUTE;
  for (let i = 0; i < 40 && played.length > 0; i++) {
    const game = random.pick(played);
    const [low, high] = random.weighted(winBands);
    const win = random.chance(0.33) ? 0 : random.float(low, high, 2);
    results.push({
      code: `R${(9_000_000 + i * 7919 + random.int(0, 7000)).toString()}`,
      datetime: new Date(at).toISOString(),
      gameName: game.name,
      gameType: game.gameCode,
      win,
    });
    at -= random.int(10, 18 * 60) * TimeMs.MINUTE;
  }
  return results;
};

export interface DemoBonuses {
  readonly bonuses: PlayerBonus[];
  readonly gamingBonuses: GamingBonus[];
  readonly bonusDetails: Record<string, BonusDetails>;
  /** Slot games that get free spins (the first one also gets golden chips: free spins win). */
  readonly freeSpinGames: string[];
}

/**
 * Bonuses of every type and status: free spins with selected games as strings, freespins2 as
 * { codeName }, golden chips as { gameType }; a pending and a zero-remaining one that the
 * aggregation must ignore; a cash bonus that does not count as active.
 */
export const generateDemoBonuses = (random: Random, games: readonly Game[]): DemoBonuses => {
  const slots = games.filter((game) => game.type === 'Slot');
  const live = games.filter(isLive);
  const [a, b, c, d, e] = random.sample(slots.length >= 5 ? slots : games, 5).map((game) => game.gameCode);
  const liveCodes = random.sample(live.length > 0 ? live : games, 2).map((game) => game.gameCode);
  const free = [a, b].filter((code): code is string => code !== undefined);
  const codeName = [c].filter((code): code is string => code !== undefined);
  const golden = [...liveCodes, ...(a ? [a] : [])];

  const gamingBonuses: GamingBonus[] = [
    { bonusStatus: 'ACTIVE', bonusType: 'freespins', selectedGames: free, freeSpinsCountRemaining: 20, goldenChips: null },
    {
      bonusStatus: 'accepted',
      bonusType: 'freespins2',
      selectedGames: codeName.map((code) => ({ codeName: code })),
      freeSpinsCountRemaining: 10,
      goldenChips: null,
    },
    {
      bonusStatus: 'Active',
      bonusType: 'goldenchips',
      selectedGames: golden.map((code): SelectedGame => ({ gameType: code })),
      freeSpinsCountRemaining: null,
      goldenChips: { goldenChipsCountRemaining: 5 },
    },
    { bonusStatus: 'pending', bonusType: 'freespins', selectedGames: d ? [d] : [], freeSpinsCountRemaining: 50, goldenChips: null },
    { bonusStatus: 'active', bonusType: 'freespins', selectedGames: e ? [e] : [], freeSpinsCountRemaining: 0, goldenChips: null },
  ];

  const bonuses: PlayerBonus[] = [
    { id: 'B-1001', status: 'ACCEPTED', playType: 'bonus', templateCode: 'FRIDAY_FS' },
    { id: 'B-1002', status: 'active', playType: 'freespins', templateCode: 'FS_WELCOME' },
    { id: 'B-1003', status: 'pending', playType: 'bonus', templateCode: 'CASHBACK_10' },
    { id: 'B-1004', status: 'Active', playType: 'cash', templateCode: null },
    { id: 'B-1005', status: 'accepted', playType: 'goldenchips', templateCode: 'GOLDEN_LIVE' },
  ];

  const details = (
    playType: string,
    templateCode: string | null,
    selected: readonly SelectedGame[],
    spins: number | null,
    chips: number | null,
  ): BonusDetails => ({
    bonus: { playType, templateCode },
    freeSpinsCount: spins,
    goldenChips: chips === null ? null : { goldenChipsCount: chips },
    bonusTemplate: selected.length > 0 ? { gamingContext: { selectedGames: selected } } : null,
  });

  return {
    bonuses,
    gamingBonuses,
    bonusDetails: {
      'B-1001': details('bonus', 'FRIDAY_FS', free, 50, null),
      'B-1002': details(
        'freespins',
        'FS_WELCOME',
        codeName.map((code) => ({ codeName: code })),
        10,
        null,
      ),
      'B-1003': details('bonus', 'CASHBACK_10', [], null, null),
      'B-1004': details('cash', null, [], null, null),
      'B-1005': details(
        'goldenchips',
        'GOLDEN_LIVE',
        golden.map((code) => ({ gameType: code })),
        null,
        5,
      ),
    },
    freeSpinGames: [...free, ...codeName],
  };
};
