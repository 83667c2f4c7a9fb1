// The all-games pages' browser loader (their clientLoader): a change of the applied filters (Apply,
// Clear, back and forward) is answered in the browser when the filters panel holds its catalogue
// (../filters/held-catalogue.ts): the same core function as the server (all-games-list.ts) over the
// same games in the same order, so the grid and its count are the server's answer for that
// address, without a request. The page's other data (its heading and head) is the last the server
// gave for the lobby; without it, or without a held catalogue, the server answers. The listing's
// code (all-games-list.ts, with core's filters) is imported only once a catalogue is held, so the
// page's first scripts carry none of it: it is fetched as the panel holds its catalogue, so that
// Apply finds it.
import { useEffect } from 'react';
import type { Lobby } from '@casino/core';
import { heldFiltersCatalogue, whenFiltersCatalogueHeld } from '../filters/held-catalogue.ts';
import type { CompactGames } from './compact-games.ts';

export interface AllGamesPageData {
  readonly games: CompactGames;
  readonly activeFilters: number;
  readonly total: number;
}

const lastPage = new Map<Lobby, AllGamesPageData>();

const allGamesList = () => import('./all-games-list.ts');
whenFiltersCatalogueHeld(() => void allGamesList());

/** Keeps the page's data of the server as the frame of its lists made in the browser. */
export const useAllGamesFrame = (lobby: Lobby, data: AllGamesPageData): void => {
  useEffect(() => {
    lastPage.set(lobby, data);
  }, [lobby, data]);
};

/** The page's data for the request's address, made from the held catalogue; null when the server must answer. */
export const allGamesInBrowser = async <D extends AllGamesPageData>(lobby: Lobby, request: Request): Promise<D | null> => {
  const frame = lastPage.get(lobby) as D | undefined;
  // Preview mode shows content the panel's catalogue (made without it) may not have.
  if (frame === undefined || frame.games.preview) return null;
  const held = heldFiltersCatalogue(lobby, frame.games.locale);
  if (held === null) return null;
  const { allGamesCompact, filteredByAddress } = await allGamesList();
  const filtered = filteredByAddress(held.games, lobby, new URL(request.url).searchParams);
  const terms = { assetBase: frame.games.assetBase, locale: frame.games.locale, preview: false, currency: held.currency };
  return {
    ...frame,
    games: allGamesCompact(filtered.games, lobby, held.providerNames, terms),
    activeFilters: filtered.activeFilters,
    total: held.games.length,
  };
};
