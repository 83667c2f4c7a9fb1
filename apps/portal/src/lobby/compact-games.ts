// The compact game list of the all-games pages and the lobby rows, and how the browser reads a tile
// out of it (links and image URLs by core's rules, as on the server). A page with 10,000 games must
// stay under 100 KB gzip with its hydration data, and a lobby's rows were two thirds of its
// hydration data as tile objects (every tile's link and image URL written out, decoded by the
// phone before it could hydrate), so a list never carries tile or catalogue objects: it is one
// string of records `name|code|provider|version`, joined by RECORD. Codes that start with the
// slug of the game's name (the usual case) leave that part out (`~` marks it), providers are
// base-36 slots of a list of names, and a version equal to the previous record's is left empty.
// One record per game keeps a game's name and code near each other, within gzip's window.
import type { Game, Locale } from '@casino/core';
import type { GameGridTile } from '@casino/react-ui';
import { gameTileView, type TilePlace } from '../game-tile-view.ts';
import { decodeCodeAgainstName, encodeCodeAgainstName } from '../game-code-text.ts';

export interface CompactGames {
  /** Where the tiles show, which picks their art and its size. */
  readonly place: TilePlace;
  readonly assetBase: string;
  readonly locale: Locale;
  readonly preview: boolean;
  readonly count: number;
  readonly records: string;
  /** Provider names, joined by FIELD. */
  readonly providerNames: string;
  /** Bet ranges of live tables, joined by RECORD; null on the casino's pages. */
  readonly details: string | null;
}

const FIELD = '|';
const RECORD = '\u00a6';
const clean = (text: string): string => text.replaceAll(FIELD, '/').replaceAll(RECORD, ' ');

export interface CompactOptions {
  readonly place: TilePlace;
  readonly assetBase: string;
  readonly locale: Locale;
  readonly preview: boolean;
  /** Bet range of a game, for live tables; omitted on casino pages. */
  readonly detailOf?: (game: Game) => string;
}

export const compactGames = (games: readonly Game[], providerName: ReadonlyMap<string, string>, options: CompactOptions): CompactGames => {
  const providerNames: string[] = [];
  const providerSlot = new Map<string, number>();
  const slotOf = (id: string): number => {
    let slot = providerSlot.get(id);
    if (slot === undefined) {
      slot = providerNames.length;
      providerNames.push(clean(providerName.get(id) ?? ''));
      providerSlot.set(id, slot);
    }
    return slot;
  };
  let previousVersion: number | null = null;
  const records = games.map((game) => {
    // Codes containing a separator cannot be shortened safely; they are rare enough to drop the tile text.
    const name = clean(game.name);
    const code = clean(game.gameCode);
    const version = game.fileVersion === previousVersion ? '' : game.fileVersion.toString(36);
    previousVersion = game.fileVersion;
    return [name, encodeCodeAgainstName(code, name), slotOf(game.provider).toString(36), version].join(FIELD);
  });
  const detailOf = options.detailOf;
  return {
    place: options.place,
    assetBase: options.assetBase,
    locale: options.locale,
    preview: options.preview,
    count: games.length,
    records: records.join(RECORD),
    providerNames: providerNames.join(FIELD),
    details: detailOf ? games.map((game) => clean(detailOf(game))).join(RECORD) : null,
  };
};

interface DecodedGame {
  readonly gameCode: string;
  readonly name: string;
  readonly provider: string;
  readonly fileVersion: number;
}

/**
 * A list's games read one at a time, each when first asked: a grid draws the few dozen tiles near
 * the viewport of its 2,000 or 10,000, and decoding every record at hydration (a slug per name, to
 * rebuild its code) was some 90 ms of a 4× slower phone's main thread on an all-games page. Only
 * the versions, each written once for a run of equal ones, are read in one pass.
 */
const gameReader = (games: CompactGames): ((index: number) => DecodedGame | undefined) => {
  if (games.count === 0) return () => undefined;
  const records = games.records.split(RECORD);
  const providerNames = games.providerNames.split(FIELD);
  const versions = new Array<number>(records.length);
  let version = 0;
  records.forEach((record, index) => {
    const versionField = record.slice(record.lastIndexOf(FIELD) + 1);
    if (versionField !== '') version = Number.parseInt(versionField, 36);
    versions[index] = version;
  });
  const decoded = new Array<DecodedGame | undefined>(records.length);
  return (index) => {
    const record = records[index];
    if (record === undefined) return undefined;
    let game = decoded[index];
    if (game === undefined) {
      const [name = '', code = '', slot = ''] = record.split(FIELD);
      game = { gameCode: decodeCodeAgainstName(code, name), name, provider: providerNames[Number.parseInt(slot, 36)] ?? '', fileVersion: versions[index] ?? 0 };
      decoded[index] = game;
    }
    return game;
  };
};

/**
 * The last list decoded whole, by the strings themselves: one list is read under several layouts (a
 * player's rows draw the lobby's 1,600 games as portrait, landscape and top-10 tiles, each layout a
 * copy of the list with the same strings), and each layout decoded all of it again, a slug per name.
 */
let lastDecoded: { readonly records: string; readonly providerNames: string; readonly games: readonly DecodedGame[] } | null = null;

export const decodeCompactGames = (games: CompactGames): readonly DecodedGame[] => {
  if (games.count === 0) return [];
  if (lastDecoded?.records === games.records && lastDecoded.providerNames === games.providerNames) return lastDecoded.games;
  const gameAt = gameReader(games);
  const decoded = Array.from({ length: games.count }, (_, index) => gameAt(index) ?? EMPTY_GAME);
  lastDecoded = { records: games.records, providerNames: games.providerNames, games: decoded };
  return decoded;
};

const EMPTY_GAME: DecodedGame = { gameCode: '', name: '', provider: '', fileVersion: 0 };

export interface GameColumns {
  readonly count: number;
  readonly tileAt: (index: number) => GameGridTile;
}

const columnsOfList = new WeakMap<CompactGames, GameColumns>();

/**
 * A list's games as columns, read once per list: the server's unfiltered all-games lists come from
 * its view cache, one object per version of the answers, and decoding their 2,000 records (a slug
 * per name) on every render was some 5 % of the all-games page's CPU.
 */
export const readCompactGames = (games: CompactGames): GameColumns => {
  let columns = columnsOfList.get(games);
  if (columns === undefined) {
    columns = readColumns(games);
    columnsOfList.set(games, columns);
  }
  return columns;
};

const readColumns = (games: CompactGames): GameColumns => {
  const gameAt = gameReader(games);
  const details = games.details === null || games.count === 0 ? null : games.details.split(RECORD);
  const links = { locale: games.locale, preview: games.preview, assetBase: games.assetBase };
  return {
    count: games.count,
    tileAt: (index) => {
      const game = gameAt(index) ?? EMPTY_GAME;
      const { gameCode, ...tile } = gameTileView(game, game.provider, games.place, links, details?.[index]);
      return { key: gameCode, ...tile };
    },
  };
};

const tilesOfList = new WeakMap<CompactGames, readonly GameGridTile[]>();

/**
 * Every tile of a short list (a lobby row: a few dozen at most), in order; read once per list. The
 * server's lists come from its view cache, one object per version of the answers, so its renders
 * read a row once, not on every page view (they took 4 % of a lobby render's CPU).
 */
export const compactTiles = (games: CompactGames): readonly GameGridTile[] => {
  let tiles = tilesOfList.get(games);
  if (tiles === undefined) {
    const columns = readCompactGames(games);
    tiles = Array.from({ length: columns.count }, (_, index) => columns.tileAt(index));
    tilesOfList.set(games, tiles);
  }
  return tiles;
};
