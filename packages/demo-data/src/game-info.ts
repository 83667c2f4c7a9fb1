// Game details (the game-details modal): a description, sometimes a video preview, lines and
// special features, consistent with the catalogue game.
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

const kindWords: Readonly<Record<TableKind, string>> = {
  roulette: 'Ruleta s jedním nulovým polem',
  blackjack: 'Blackjack se sedmi místy u stolu',
  baccarat: 'Baccarat s rychlými koly',
  gameShow: 'Zábavná show s kolem štěstí a bonusovými koly',
  poker: 'Poker proti dealerovi',
  dice: 'Kostky a sázky na součet',
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

const slotLines = [5, 9, 10, 20, 25, 30, 40, 50, 243, 1024] as const;
const MEGAWAYS_LINES = 117_649;

export const generateGameInfo = (random: Random, drafts: readonly GameDraft[]): Record<string, GameInfo> => {
  const info: Record<string, GameInfo> = {};
  for (const { game, theme, kind, megaways } of drafts) {
    const slot = game.type === 'Slot';
    const opening = theme
      ? themeWords[theme]
      : kind
        ? kindWords[kind]
        : game.type === 'Crash'
          ? 'Vyberte výhru dřív, než raketa odletí'
          : 'Rychlá hra pro každého';
    const features: string[] = [];
    if (slot) {
      for (const feature of random.sample(specialFeatureNames, random.int(1, 4))) if (feature !== 'Megaways') features.push(feature);
      if (megaways) features.push('Megaways');
    }
    if (game.gamble && !features.includes('Riskovací hra')) features.push('Riskovací hra');
    info[game.gameCode] = {
      // About one game in twenty has no description (the details modal then hides its button).
      description: random.chance(0.05)
        ? null
        : `${opening}. Hra ${game.name} nabízí sázky od ${czechAmount(game.minBet ?? 0)} Kč${game.maxWin ? ` a výhry až ${czechAmount(game.maxWin)} Kč` : ''}.`,
      videoPreview: random.chance(slot ? 0.3 : 0.15) ? assetPath(AssetId.video(game.gameCode)) : null,
      lines: slot ? (megaways ? MEGAWAYS_LINES : random.pick(slotLines)) : null,
      numberOfReels: slot ? game.numberOfReels : null,
      volatility: game.volatility ?? null,
      rtp: game.rtp ?? null,
      labels: game.labels,
      specialFeatures: features,
    };
  }
  return info;
};
