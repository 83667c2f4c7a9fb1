// The browser's side of the search panel's catalogue: the decoded wire form (search-catalogue.wire.ts)
// turned into what the search machine searches (core's SearchableCatalogue), the recommend
// category's games and the settings' search fields.
import type { SearchableCatalogue, SearchGame } from '@casino/core';
import type { search } from '@casino/machines';
import type { SearchCatalogueWire } from './search-catalogue.wire.ts';

export interface SearchPanelCatalogue {
  readonly catalogue: SearchableCatalogue;
  readonly settings: search.SearchSettings;
  readonly recommended: readonly SearchGame[];
}

export const searchableCatalogue = (wire: SearchCatalogueWire): SearchPanelCatalogue => {
  const config = wire.lobby === 'live' ? wire.settings.searchLive : wire.settings.search;
  const recommendCategory = config.recommendCategory ?? null;
  const inRecommended = new Set(wire.recommended);
  const { names, codes, providers, fileVersions, tiers } = wire.games;
  // Only membership of the recommend category weighs in search (core's gameSearchBonus), so a
  // game carries that one category or none.
  const games: SearchGame[] = names.map((name, at) => ({
    gameCode: codes[at]!,
    name,
    provider: wire.providers[providers[at]!]?.id ?? '',
    categories: recommendCategory !== null && inRecommended.has(at) ? [recommendCategory] : [],
    commercialTier: tiers[at] ?? null,
    fileVersion: fileVersions[at]!,
  }));
  return {
    catalogue: { games, providers: wire.providers, categories: wire.categories, collections: wire.collections },
    settings: wire.settings,
    recommended: wire.recommended.flatMap((at) => games[at] ?? []),
  };
};
