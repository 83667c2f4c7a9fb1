// Game details (the game-details modal): a description, sometimes a video preview, lines and
// special features, consistent with the catalogue game. Each description has its English (the
// world's English texts), which English requests get.
import type { GameInfo } from '@casino/core';
import { AssetId, assetPath } from './assets.ts';
import type { GameDraft } from './games.ts';
import type { TableKind, Theme } from './game-vocabulary.ts';
import { specialFeatureNames } from './game-vocabulary.ts';
import type { Random } from './random.ts';

const themeWords: Readonly<Record<Theme, string>> = {
  books: 'Otevřete knihu plnou tajemství',
  fruit: 'Klasické ovoce v moderním kabátě',
  egypt: 'Vydejte se k pyramidám starého Egypta',
  vikings: 'Plujte s vikingy za dobrodružstvím na sever',
  myth: 'Bohové a legendy rozdávají štědré výhry',
  classic: 'Sedmičky, zvonky a jednoduchá pravidla',
  sweets: 'Sladké bonbony padají z nebe',
  animals: 'Divoká zvířata a ještě divočejší výhry',
  adventure: 'Hledejte poklady na neznámých ostrovech',
  horror: 'Temná noc plná strašidel a násobičů',
  space: 'Vesmírná výprava mezi hvězdy',
  asia: 'Draci a samurajové z dalekého východu',
  luck: 'Čtyřlístky a podkovy přinášejí štěstí',
  royal: 'Královský palác plný zlata',
  gems: 'Drahokamy a zlato na každém válci',
};

const themeWordsEnglish: Readonly<Record<Theme, string>> = {
  books: 'Open a book full of secrets',
  fruit: 'Classic fruit in a modern coat',
  egypt: 'Set out for the pyramids of ancient Egypt',
  vikings: 'Sail north with the Vikings for adventure',
  myth: 'Gods and legends hand out generous wins',
  classic: 'Sevens, bells and simple rules',
  sweets: 'Sweets fall from the sky',
  animals: 'Wild animals and even wilder wins',
  adventure: 'Hunt for treasure on unknown islands',
  horror: 'A dark night full of ghosts and multipliers',
  space: 'A voyage among the stars',
  asia: 'Dragons and samurai from the far east',
  luck: 'Four-leaf clovers and horseshoes bring luck',
  royal: 'A royal palace full of gold',
  gems: 'Gems and gold on every reel',
};

const kindWords: Readonly<Record<TableKind, string>> = {
  roulette: 'Ruleta s jedním nulovým polem',
  blackjack: 'Blackjack se sedmi místy u stolu',
  baccarat: 'Baccarat s rychlými koly',
  gameShow: 'Zábavná show s kolem štěstí a bonusovými koly',
  poker: 'Poker proti dealerovi',
  dice: 'Kostky a sázky na součet',
};

const kindWordsEnglish: Readonly<Record<TableKind, string>> = {
  roulette: 'Roulette with a single zero',
  blackjack: 'Blackjack with seven seats at the table',
  baccarat: 'Baccarat with quick rounds',
  gameShow: 'A fun show with a wheel of fortune and bonus rounds',
  poker: 'Poker against the dealer',
  dice: 'Dice and bets on the total',
};

const CRASH_WORDS = { cs: 'Vyberte výhru dřív, než raketa odletí', en: 'Cash out before the rocket flies away' } as const;
const QUICK_WORDS = { cs: 'Rychlá hra pro každého', en: 'A quick game for everyone' } as const;

/** Prose amounts in English style ('12,500', '0.2'). */
const englishAmount = (amount: number): string => {
  const [whole = '0', fraction] = String(amount).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
};

/** Prose amounts in Czech style ('12 500', '0,2'); display formatting proper is core's job. */
const amountTexts = new Map<number, string>();
const czechAmount = (amount: number): string => {
  let text = amountTexts.get(amount);
  if (text === undefined) {
    const [whole = '0', fraction] = String(amount).split('.');
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
    text = fraction ? `${grouped},${fraction}` : grouped;
    amountTexts.set(amount, text);
  }
  return text;
};

/**
 * Paylines, or ways to win, a slot of so many reels can have: fixed lines, or every way of its
 * columns (3^3 = 27, 3^5 = 243, 4^5 = 1,024, 3^6 = 729, 4^6 = 4,096): 1,024 ways need five reels.
 */
export const SLOT_LINES_BY_REELS: Readonly<Record<number, readonly number[]>> = {
  3: [1, 3, 5, 9, 27],
  4: [10, 20, 40, 81],
  5: [9, 10, 20, 25, 30, 40, 50, 243, 1024],
  6: [20, 50, 729, 4096],
  7: [20, 50, 77],
};
export const MEGAWAYS_LINES = 117_649;

export interface GeneratedGameInfo {
  readonly info: Record<string, GameInfo>;
  /** Each description's English. */
  readonly english: Record<string, string>;
}

export const generateGameInfo = (random: Random, drafts: readonly GameDraft[]): GeneratedGameInfo => {
  const info: Record<string, GameInfo> = {};
  const english: Record<string, string> = {};
  for (const { game, theme, kind, megaways } of drafts) {
    const slot = game.type === 'Slot';
    const opening = theme
      ? { cs: themeWords[theme], en: themeWordsEnglish[theme] }
      : kind
        ? { cs: kindWords[kind], en: kindWordsEnglish[kind] }
        : game.type === 'Crash'
          ? CRASH_WORDS
          : QUICK_WORDS;
    const features: string[] = [];
    if (slot) {
      for (const feature of random.sample(specialFeatureNames, random.int(1, 4))) if (feature !== 'Megaways') features.push(feature);
      if (megaways) features.push('Megaways');
    }
    if (game.gamble && !features.includes('Riskovací hra')) features.push('Riskovací hra');
    // About one game in twenty has no description (the details modal then hides its button).
    const description = random.chance(0.05)
      ? null
      : `${opening.cs}. Hra ${game.name} nabízí sázky od ${czechAmount(game.minBet ?? 0)} Kč${game.maxWin ? ` a výhry až ${czechAmount(game.maxWin)} Kč` : ''}.`;
    if (description !== null)
      english[description] =
        `${opening.en}. ${game.name} takes bets from ${englishAmount(game.minBet ?? 0)} CZK${game.maxWin ? ` and wins of up to ${englishAmount(game.maxWin)} CZK` : ''}.`;
    info[game.gameCode] = {
      description,
      videoPreview: random.chance(slot ? 0.3 : 0.15) ? assetPath(AssetId.video(game.gameCode)) : null,
      lines: slot ? (megaways ? MEGAWAYS_LINES : random.pick(SLOT_LINES_BY_REELS[game.numberOfReels] ?? SLOT_LINES_BY_REELS[5]!)) : null,
      numberOfReels: slot ? game.numberOfReels : null,
      volatility: game.volatility ?? null,
      rtp: game.rtp ?? null,
      labels: game.labels,
      specialFeatures: features,
    };
  }
  return { info, english };
};
