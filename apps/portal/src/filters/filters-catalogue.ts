// What the filter panel counts over, fetched by the browser from the portal's own resource route
// when the panel first opens (filters-catalogue-path.ts; the page itself carries only its compact
// list) and decoded by its Schema: the lobby's games in the all-games page's order, its categories,
// the enabled groups and the names of providers and collections. The same games as the server's
// list (all-games-data.server.ts), so an option's count is the number of tiles its Apply shows.
import { Option, Schema } from 'effect';
import { addLocalePrefix, type FilterCategory, type FilterSettings, type GameType, type LiveGame, type Lobby } from '@casino/core';
import type { PortalRuntime } from '../runtime/portal-runtime.ts';
import { decodeCodeAgainstName } from '../game-code-text.ts';
import { FILTERS_CATALOGUE_LOBBY_PARAM, FILTERS_CATALOGUE_PATH } from './filters-catalogue-path.ts';
import { FiltersCatalogueWireSchema, type FiltersCatalogueWire } from './filters-catalogue.wire.ts';

/** How long the panel waits for its catalogue before it says the games could not be fetched. */
export const FILTERS_CATALOGUE_TIMEOUT_MS = 15_000;

export interface FiltersCatalogue {
  readonly lobby: Lobby;
  readonly games: readonly LiveGame[];
  readonly categories: readonly FilterCategory[];
  readonly settings: FilterSettings;
  /** The site's currency code, for the amounts. */
  readonly currency: string;
  readonly providerNames: ReadonlyMap<string, string>;
  readonly collectionNames: ReadonlyMap<string, string>;
}

// Fields no filter and no grid tile reads are not sent: a game read back has neutral ones.
const NEUTRAL = { demoEnabled: false, requirePassword: false, labels: [] } as const;
const TYPE_OF: Readonly<Record<Lobby, GameType>> = { casino: 'Slot', live: 'Live' };

/** Pure: the decoded wire form as the filters machine and the all-games page read it. */
export const filtersCatalogueOf = (wire: FiltersCatalogueWire): FiltersCatalogue => {
  const { names, codes, providers, fileVersions, categories, collections, reels, flags, minBets, maxBets, maxWins } = wire.games;
  const ids = (indexes: readonly number[], list: readonly string[]) => indexes.flatMap((at) => list[at] ?? []);
  const games: LiveGame[] = names.map((name, at) => {
    const flag = flags[at]!;
    return {
      ...NEUTRAL,
      type: TYPE_OF[wire.lobby],
      gameCode: decodeCodeAgainstName(codes[at]!, name),
      name,
      provider: wire.providers[providers[at]!]?.id ?? '',
      fileVersion: fileVersions[at]!,
      categories: ids(categories[at]!, wire.categoryIds),
      collections: ids(collections[at]!, wire.collectionIds),
      numberOfReels: reels[at]!,
      jackpot: (flag & 1) !== 0,
      gamble: (flag & 2) !== 0,
      bonusGameFeature: (flag & 4) !== 0,
      minBet: minBets[at]!,
      maxBet: maxBets[at]!,
      maxWin: maxWins[at]!,
    };
  });
  return {
    lobby: wire.lobby,
    games,
    categories: wire.categories,
    settings: { enabledFilters: wire.settings.enabledFilters, enabledFiltersLive: wire.settings.enabledFiltersLive },
    currency: wire.settings.currency,
    providerNames: new Map(wire.providers.map((provider) => [provider.id, provider.name])),
    collectionNames: new Map(wire.collections.map((collection) => [collection.id, collection.title])),
  };
};

const decodeWire = Schema.decodeUnknownOption(FiltersCatalogueWireSchema);

/** Fetches and decodes the lobby's catalogue; a failed, malformed or late answer rejects (the panel says the games could not be fetched). */
export const loadFiltersCatalogue = async (runtime: PortalRuntime, lobby: Lobby, signal?: AbortSignal): Promise<FiltersCatalogue> => {
  const path = addLocalePrefix(`/${FILTERS_CATALOGUE_PATH}`, runtime.page.locale());
  const url = `${runtime.env.location.origin}${path}?${FILTERS_CATALOGUE_LOBBY_PARAM}=${lobby}`;
  const timeout = AbortSignal.timeout(FILTERS_CATALOGUE_TIMEOUT_MS);
  const response = await runtime.env.fetch(url, { signal: signal === undefined ? timeout : AbortSignal.any([signal, timeout]) });
  const wire = response.ok ? decodeWire(await response.json()) : Option.none();
  if (Option.isNone(wire)) throw new Error(`the filters catalogue did not come (${response.status}) or did not decode`);
  return filtersCatalogueOf(wire.value);
};
