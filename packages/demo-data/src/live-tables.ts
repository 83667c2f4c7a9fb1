// Live tables for every Live and Table game (ImsGameCode = gameCode) and the language groups.
import { LIVE_FLAG_LANGUAGES, type LanguageGroup, type LiveTable } from '@casino/core';
import { AssetId, assetPath } from './assets.ts';
import type { GameDraft } from './games.ts';
import { dealerFirstNames } from './people.ts';
import type { Random } from './random.ts';

export const BLACKJACK_SEATS = 7;

const languageNames: Readonly<Record<string, string>> = {
  cs: 'Čeština',
  en: 'Angličtina',
  de: 'Němčina',
  ar: 'Arabština',
  nl: 'Nizozemština',
  ro: 'Rumunština',
  el: 'Řečtina',
  tr: 'Turečtina',
  'pt-br': 'Brazilská portugalština',
};

const statuses: readonly (readonly [string, number])[] = [
  ['online', 88],
  ['offline', 6],
  ['closed', 4],
  ['maintenance', 2],
];

const seatsFor = (random: Random, status: string): Record<string, boolean> => {
  const seats: Record<string, boolean> = {};
  // Some online tables are full, so that the available-seat filter has work to do.
  const full = status === 'online' && random.chance(0.25);
  for (let seat = 1; seat <= BLACKJACK_SEATS; seat++) seats[String(seat)] = full || random.chance(0.55);
  return seats;
};

export const generateLiveTables = (random: Random, drafts: readonly GameDraft[]): LiveTable[] =>
  drafts
    .filter((draft) => draft.live)
    .map((draft) => {
      const famousOnline = draft.game.commercialTier === 10;
      const Status = famousOnline ? 'online' : random.weighted(statuses);
      const dealt = draft.game.type === 'Live';
      return {
        ImsGameCode: draft.game.gameCode,
        Language: draft.language ?? 'en',
        Status,
        SeatsAvailability: draft.kind === 'blackjack' ? seatsFor(random, Status) : {},
        DynamicImageUrl: dealt || random.chance(0.3) ? assetPath(AssetId.liveTable(draft.game.gameCode)) : null,
        Dealer: dealt ? { DealerName: random.pick(dealerFirstNames) } : null,
      };
    });

export const generateLanguageGroups = (tables: readonly LiveTable[]): LanguageGroup[] => {
  const byLanguage = new Map<string, string[]>();
  for (const table of tables) {
    const list = byLanguage.get(table.Language) ?? [];
    list.push(table.ImsGameCode);
    byLanguage.set(table.Language, list);
  }
  const flagged: readonly string[] = LIVE_FLAG_LANGUAGES;
  return [...byLanguage.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([code, codes]) => ({
      code,
      name: languageNames[code] ?? code,
      flagImg: flagged.includes(code) ? AssetId.flag(code) : null,
      tables: codes,
    }));
};
