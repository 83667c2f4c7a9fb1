// Apply and Clear told to the open all-games page in the click's own task, before the address
// changes: the page paints the grid for the new filters from the held catalogue at once
// (../lobby/all-games-in-browser.ts) instead of after React Router's navigation, whose render is a
// transition sliced over many tasks (on a slow phone most of a second after the click). The
// navigation still follows, after that frame, and its browser loader answers with that same list.
// The draft is told too, each time it changes while the panel is open, so that the page can make
// its list at an idle moment before Apply (the click then finds it made).
// No dependencies, like held-catalogue.ts: the page's chunk listens without the panel's code.
import type { Lobby } from '@casino/core';

/** The lobby whose filters were applied and the address's new query (without '?'; '' for none); true when the page shows its list. */
type Listener = (lobby: Lobby, query: string) => boolean;

const listeners = new Set<Listener>();

/** Tells the listening page (if any) which filters are being applied; true when it shows their list in this render. */
export const announceAppliedFilters = (lobby: Lobby, query: string): boolean => {
  let shown = false;
  for (const listener of listeners) shown = listener(lobby, query) || shown;
  return shown;
};

/** Listens until the returned function is called. */
export const whenFiltersApplied = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

type DraftListener = (lobby: Lobby, query: string) => void;

const draftListeners = new Set<DraftListener>();

/** Tells the listening page (if any) the panel's draft as the address's query it would apply. */
export const announceDraftFilters = (lobby: Lobby, query: string): void => {
  for (const listener of draftListeners) listener(lobby, query);
};

/** Listens until the returned function is called. */
export const whenFiltersDrafted = (listener: DraftListener): (() => void) => {
  draftListeners.add(listener);
  return () => void draftListeners.delete(listener);
};
