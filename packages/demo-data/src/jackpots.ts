// Jackpots: 3–6 of them, 4–10 levels each (index 0 the largest), over the jackpot games.
import type { Jackpot, JackpotLevel } from '@casino/core';
import type { GameDraft } from './games.ts';
import type { Random } from './random.ts';

const jackpotTitles = [
  ['mega-jackpot-bohemia', 'Mega Jackpot Bohemia'],
  ['zlaty-poklad', 'Zlatý poklad'],
  ['diamantova-horecka', 'Diamantová horečka'],
  ['hot-drop', 'Hot Drop Jackpots'],
  ['kralovska-koruna', 'Královská koruna'],
  ['live-jackpot', 'Live Jackpot Praha'],
] as const;

const levelNames = ['Grand', 'Mega', 'Major', 'Diamant', 'Zlatý', 'Stříbrný', 'Bronzový', 'Minor', 'Mini', 'Mikro'] as const;

const levelsFor = (random: Random): JackpotLevel[] => {
  const count = random.int(4, 10);
  const top = random.float(1_000_000, 25_000_000, 2);
  const bottom = random.float(100, 2_000, 2);
  // Geometric steps from top to bottom, each jittered by ±10%: consecutive levels differ by at
  // least ~2×, so the jitter never reorders them.
  return levelNames.slice(0, count).map((name, index) => {
    const exact = top * (bottom / top) ** (index / (count - 1));
    const jitter = index === 0 || index === count - 1 ? 1 : random.float(0.9, 1.1, 3);
    return { name, amount: Math.round(exact * jitter * 100) / 100 };
  });
};

export const generateJackpots = (random: Random, drafts: readonly GameDraft[]): Jackpot[] => {
  const codes = drafts.filter((draft) => draft.game.jackpot).map((draft) => draft.game.gameCode);
  const count = random.int(3, 6);
  const chosen = random.sample(jackpotTitles, count);
  const members: string[][] = chosen.map(() => []);
  // Every jackpot game joins one jackpot; when there are fewer games than jackpots they are shared.
  codes.forEach((code, index) => members[index % count]?.push(code));
  if (codes.length > 0)
    members.forEach((list, index) => {
      if (list.length === 0) list.push(codes[index % codes.length] as string);
    });
  return chosen.map(([slug, title], index) => ({
    id: `jp-${slug}`,
    slug,
    title,
    currencyCode: 'CZK',
    gameCodes: members[index] ?? [],
    jackpotLevels: levelsFor(random),
  }));
};
