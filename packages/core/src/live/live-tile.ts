// What a live game's tile shows of its table (part 2 §3, §5): open or closed, free seats of the
// table's seats, the dealer, the table's language with its flag (only the seven languages the spec
// has flags for: their URLs come from live-flags.ts, made where the page is made, so the browser's
// live code carries no asset-URL rules of its own) and the dynamic image. Pure: the portal draws it;
// the feed's table comes whole or merged from updates (merge-live-tables.ts).
import type { LiveTable } from '../types/catalogue.ts';
import { isTableOpen } from './live-table.ts';

export interface TableSeats {
  readonly free: number;
  readonly total: number;
}

export interface LiveTile {
  readonly open: boolean;
  /** Null for a table without seats (roulette, game shows): anyone can join. */
  readonly seats: TableSeats | null;
  readonly dealer: string | null;
  /** The table's language code as the feed sends it ('en', 'pt-br' …); null when it sends none. */
  readonly language: string | null;
  /** The flag of the language, for the seven the spec names; null for any other. */
  readonly flagUrl: string | null;
  /** The feed's dynamic image (a stream still), resolved against the asset host; null when none. */
  readonly imageUrl: string | null;
}

/** Seats of SeatsAvailability (seat → taken) and those not taken; null when the table has none. */
export const tableSeats = (table: Pick<LiveTable, 'SeatsAvailability'>): TableSeats | null => {
  const seats = table.SeatsAvailability == null ? [] : Object.values(table.SeatsAvailability);
  if (seats.length === 0) return null;
  return { free: seats.filter((taken) => taken !== true).length, total: seats.length };
};

/** An absolute URL stays; a path is the asset host's (the feed sends the content API's paths). */
const resolveImage = (assetBase: string, url: string | null | undefined): string | null => {
  if (url == null || url.trim() === '') return null;
  try {
    return new URL(url, assetBase).href;
  } catch {
    return null;
  }
};

/** Where the tile's URLs come from: the asset host, and the flags' URLs by language (liveFlagUrls). */
export interface LiveTileAssets {
  readonly assetBase: string;
  readonly flagUrls: Readonly<Record<string, string>>;
}

export const liveTile = (table: LiveTable, { assetBase, flagUrls }: LiveTileAssets): LiveTile => {
  const dealer = table.Dealer?.DealerName?.trim() ?? '';
  const language = table.Language?.trim().toLowerCase() ?? '';
  return {
    open: isTableOpen(table),
    seats: tableSeats(table),
    dealer: dealer === '' ? null : dealer,
    language: language === '' ? null : language,
    flagUrl: Object.hasOwn(flagUrls, language) ? (flagUrls[language] ?? null) : null,
    imageUrl: resolveImage(assetBase, table.DynamicImageUrl),
  };
};
