// The games a lobby's player rows are drawn and scored from, fetched by a player's browser from the
// portal's resource route (player-rows-path.ts) once per lobby, language and preview mode, and
// decoded by its Schema: the compact list the tiles are read from and, rebuilt from the scoring
// columns, the catalogue games core's recommendation scoring (D3) reads. A failed, malformed or late
// answer rejects and is told once (the caller's onFailure: the spec's snackbar), not once per row;
// the next row that asks fetches again.
import { Option, Schema } from 'effect';
import { addLocalePrefix, addPreviewSegment, type Game, type Lobby } from '@casino/core';
import type { PortalRuntime } from '../../runtime/portal-runtime.ts';
import type { CompactGames } from '../compact-games.ts';
import { createSharedAnswers } from '../shared-answers.ts';
import { PLAYER_ROWS_CATALOGUE_LOBBY_PARAM, PLAYER_ROWS_CATALOGUE_PATH } from './player-rows-path.ts';
import { PlayerRowsCatalogueWireSchema, type PlayerRowsCatalogueWire } from './player-rows-catalogue.wire.ts';

/** As long as the filters panel waits for its own catalogue. */
export const PLAYER_ROWS_CATALOGUE_TIMEOUT_MS = 15_000;

export interface PlayerRowsCatalogue {
  readonly games: CompactGames;
  /** The lobby's games with what scoring reads (other fields neutral), in the compact list's order. */
  readonly catalogue: readonly Game[];
}

// Fields scoring does not read are not sent: a game read back has neutral ones.
const NEUTRAL = { name: '', categories: [], numberOfReels: 0, maxBet: null, demoEnabled: false, requirePassword: false, labels: [], fileVersion: 0 } as const;

/** Pure: the decoded wire form as the rows read it. */
export const playerRowsCatalogueOf = (wire: PlayerRowsCatalogueWire): PlayerRowsCatalogue => {
  const { codes, types, providers, collections, flags, minBets, rtps, volatilities, tiers, promotions } = wire.scoring;
  return {
    games: wire.games,
    catalogue: codes.map((gameCode, at) => {
      const flag = flags[at]!;
      return {
        ...NEUTRAL,
        gameCode,
        type: types[at]!,
        provider: wire.providerIds[providers[at]!] ?? '',
        collections: collections[at]!.flatMap((index) => wire.collectionIds[index] ?? []),
        jackpot: (flag & 1) !== 0,
        gamble: (flag & 2) !== 0,
        bonusGameFeature: (flag & 4) !== 0,
        minBet: minBets[at]!,
        rtp: rtps[at]!,
        volatility: volatilities[at]!,
        commercialTier: tiers[at]!,
        promotionLevel: promotions[at]!,
      };
    }),
  };
};

const decodeWire = Schema.decodeUnknownOption(PlayerRowsCatalogueWireSchema);

const shared = createSharedAnswers<PlayerRowsCatalogue>();

const fetchCatalogue = async (runtime: PortalRuntime, url: string): Promise<PlayerRowsCatalogue> => {
  const response = await runtime.env.fetch(url, { signal: AbortSignal.timeout(PLAYER_ROWS_CATALOGUE_TIMEOUT_MS) });
  const wire = response.ok ? decodeWire(await response.json()) : Option.none();
  if (Option.isNone(wire)) throw new Error(`the player rows' catalogue did not come (${response.status}) or did not decode`);
  return playerRowsCatalogueOf(wire.value);
};

const addressOf = (runtime: PortalRuntime, lobby: Lobby): string => {
  const path = `/${PLAYER_ROWS_CATALOGUE_PATH}`;
  return `${addLocalePrefix(runtime.page.preview() ? addPreviewSegment(path) : path, runtime.page.locale())}?${PLAYER_ROWS_CATALOGUE_LOBBY_PARAM}=${lobby}`;
};

/** The lobby's catalogue, fetched once for every row of the page (and kept for the next visit of the lobby); a failed fetch calls `onFailure` once. */
export const loadPlayerRowsCatalogue = (runtime: PortalRuntime, lobby: Lobby, onFailure: (error: unknown) => void): Promise<PlayerRowsCatalogue> => {
  const address = addressOf(runtime, lobby);
  return shared(address, () => fetchCatalogue(runtime, `${runtime.env.location.origin}${address}`), onFailure);
};

/** The lobby's catalogue if it already came in this document: a row drawn again draws at once. */
export const knownPlayerRowsCatalogue = (runtime: PortalRuntime, lobby: Lobby): PlayerRowsCatalogue | null => shared.settled(addressOf(runtime, lobby)) ?? null;
