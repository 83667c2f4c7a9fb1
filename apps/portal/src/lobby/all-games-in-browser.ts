// The all-games pages' browser loader (their clientLoader): a change of the applied filters (Apply,
// Clear, back and forward) is answered in the browser when the filters panel holds its catalogue
// (../filters/held-catalogue.ts): the same core function as the server (all-games-list.ts) over the
// same games in the same order, so the grid and its count are the server's answer for that
// address, without a request. The page's other data (its heading and head) is the last the server
// gave for the lobby; without it, or without a held catalogue, the server answers. The listing's
// code (all-games-list.ts, with core's filters) is imported only once a catalogue is held, so the
// page's first scripts carry none of it: it is fetched as the panel holds its catalogue, so that
// Apply finds it.
//
// Apply and Clear do not wait for the navigation: the panel announces the new query in its click
// (../filters/applied-signal.ts) and the page shows the list for it in that click's own render
// (useAllGamesData); the navigation's loader then answers with the very same object (the last
// answer is kept), so its render changes nothing in the grid.
import { useEffect, useState } from 'react';
import type { Lobby } from '@casino/core';
import { nextIdle } from '@casino/react-ui';
import { heldFiltersCatalogue, whenFiltersCatalogueHeld, type HeldFiltersCatalogue } from '../filters/held-catalogue.ts';
import { whenFiltersApplied, whenFiltersDrafted } from '../filters/applied-signal.ts';
import { readCompactGames, type CompactGames } from './compact-games.ts';

export interface AllGamesPageData {
  readonly games: CompactGames;
  readonly activeFilters: number;
  readonly total: number;
}

type Listing = typeof import('./all-games-list.ts');

const lastPage = new Map<Lobby, AllGamesPageData>();
/** The listing's module once fetched: Apply's answer is made in its click, without awaiting it. */
let listing: Listing | null = null;

const allGamesList = async (): Promise<Listing> => (listing ??= await import('./all-games-list.ts'));
whenFiltersCatalogueHeld(() => void allGamesList());

interface Answer {
  readonly lobby: Lobby;
  readonly query: string;
  readonly frame: AllGamesPageData;
  readonly held: HeldFiltersCatalogue;
  readonly data: AllGamesPageData;
}

/** The last list made in the browser: the navigation after an Apply asks for the same one. */
let lastAnswer: Answer | null = null;

/** A query in one spelling (the panel's and the request's address agree on it then). */
const queryKey = (query: string): string => new URLSearchParams(query).toString();

/** Keeps the page's data of the loader as the frame of its lists made in the browser. */
export const rememberAllGamesFrame = (lobby: Lobby, data: AllGamesPageData): void => void lastPage.set(lobby, data);

/** The page's data for the query, made from the held catalogue now; null when the server must answer or the listing is not here yet. */
const answerNow = (lobby: Lobby, query: string, listingModule: Listing | null): AllGamesPageData | null => {
  const frame = lastPage.get(lobby);
  // Preview mode shows content the panel's catalogue (made without it) may not have.
  if (frame === undefined || frame.games.preview || listingModule === null) return null;
  const held = heldFiltersCatalogue(lobby, frame.games.locale);
  if (held === null) return null;
  const key = queryKey(query);
  if (lastAnswer !== null && lastAnswer.lobby === lobby && lastAnswer.query === key && lastAnswer.frame === frame && lastAnswer.held === held)
    return lastAnswer.data;
  const { allGamesCompact, filteredByAddress } = listingModule;
  const filtered = filteredByAddress(held.games, lobby, new URLSearchParams(key));
  const terms = { assetBase: frame.games.assetBase, locale: frame.games.locale, preview: false, currency: held.currency };
  const data: AllGamesPageData = {
    ...frame,
    games: allGamesCompact(filtered.games, lobby, held.providerNames, terms),
    activeFilters: filtered.activeFilters,
    total: held.games.length,
  };
  lastAnswer = { lobby, query: key, frame, held, data };
  return data;
};

/** Apply's answer in its click: the list for the query, or null (no held catalogue, or its listing's code not fetched yet). */
export const appliedFiltersAnswer = (lobby: Lobby, query: string): AllGamesPageData | null => answerNow(lobby, query, listing);

/**
 * Makes the list for the panel's draft, and reads its tiles, at an idle moment: Apply then finds
 * both made (answerNow keeps the last answer, readCompactGames its columns) and its click only
 * renders. A draft changed again before that moment replaces it.
 */
const prepareWhileDrafting = (lobby: Lobby): (() => void) => {
  let cancel = () => {};
  const stopListening = whenFiltersDrafted((draftLobby, query) => {
    if (draftLobby !== lobby) return;
    cancel();
    cancel = nextIdle(() => {
      const answer = appliedFiltersAnswer(lobby, query);
      if (answer !== null) readCompactGames(answer.games);
    }, 1_000);
  });
  return () => {
    stopListening();
    cancel();
  };
};

/**
 * The data the page shows: the loader's, or, from an Apply or Clear until the navigation it starts
 * has answered, the list made for the new filters in the click. Keeps the loader's data as the
 * frame of the lists made in the browser.
 */
export const useAllGamesData = <D extends AllGamesPageData>(lobby: Lobby, data: D): D => {
  const [early, setEarly] = useState<{ readonly before: D; readonly shown: D } | null>(null);
  useEffect(() => rememberAllGamesFrame(lobby, data), [lobby, data]);
  useEffect(
    () =>
      whenFiltersApplied((appliedLobby, query) => {
        if (appliedLobby !== lobby) return false;
        const answer = appliedFiltersAnswer(lobby, query);
        if (answer === null) return false;
        setEarly({ before: data, shown: answer as D });
        return true;
      }),
    [lobby, data],
  );
  useEffect(() => prepareWhileDrafting(lobby), [lobby]);
  // Any new data of the loader (this Apply's answer, or another navigation's) replaces it.
  return early !== null && early.before === data ? early.shown : data;
};

/** The page's data for the request's address, made from the held catalogue; null when the server must answer. */
export const allGamesInBrowser = async <D extends AllGamesPageData>(lobby: Lobby, request: Request): Promise<D | null> => {
  const frame = lastPage.get(lobby);
  if (frame === undefined || heldFiltersCatalogue(lobby, frame.games.locale) === null) return null;
  return answerNow(lobby, new URL(request.url).search, await allGamesList()) as D | null;
};
