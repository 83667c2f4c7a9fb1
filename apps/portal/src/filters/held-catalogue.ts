// The filters catalogue the open page's panel holds (its games with the live tables merged on, on
// the live pages), for the all-games page's browser loader: while it is held, a filter change is
// answered in the browser from the same games the panel counted; without it, by the server. Held by
// the panel's hook while its page is open, dropped when the page is left. No dependencies: the
// page's own chunk reads it without the panel's code.
import type { LiveGame, Locale, Lobby } from '@casino/core';

export interface HeldFiltersCatalogue {
  readonly lobby: Lobby;
  readonly locale: Locale;
  readonly games: readonly LiveGame[];
  readonly providerNames: ReadonlyMap<string, string>;
  readonly currency: string;
}

let held: HeldFiltersCatalogue | null = null;
const onHold = new Set<() => void>();

export const holdFiltersCatalogue = (catalogue: HeldFiltersCatalogue | null): void => {
  held = catalogue;
  if (catalogue !== null) for (const listener of onHold) listener();
};

/** Calls `listener` each time a catalogue is held (the browser loader fetches its listing's code then). */
export const whenFiltersCatalogueHeld = (listener: () => void): void => {
  onHold.add(listener);
};

/** The held catalogue when it is the lobby's in that language; null otherwise. */
export const heldFiltersCatalogue = (lobby: Lobby, locale: Locale): HeldFiltersCatalogue | null =>
  held !== null && held.lobby === lobby && held.locale === locale ? held : null;
