// search: the tracked term into the data layer, and the catalogue it searches, fetched from the
// portal's own resource route when the panel opens (search-catalogue-path.ts) and decoded
// by its Schema; a failed, malformed or late answer leaves the panel open with the error's key.
// Once it is in, core's searchPreparation folds its names and builds its index a slice per task
// while the visitor reads the panel, so that no keystroke pays for them.
import { Option, Schema } from 'effect';
import { ErrorKey, searchPreparation, type SearchableCatalogue, type SearchConfig } from '@casino/core';
import { search } from '@casino/machines';
import { yieldToMain } from '@casino/react-ui';
import { createActor } from 'xstate';
import { searchCatalogueAddress } from './search-catalogue-path.ts';
import { SearchCatalogueWireSchema } from './search-catalogue.wire.ts';
import { searchableCatalogue } from './searchable-catalogue.ts';
import type { PortalRuntime } from './portal-runtime.ts';

/** How long the panel waits for its catalogue before it says the games could not be fetched. */
export const SEARCH_CATALOGUE_TIMEOUT_MS = 15_000;

export const provideSearch = (runtime: PortalRuntime) =>
  search.searchMachine.provide({
    actions: {
      track: (_, event) => runtime.env.track(event),
    },
  });

const decodeWire = Schema.decodeUnknownOption(SearchCatalogueWireSchema);

/** Steps through the catalogue's preparation, a task each, until it is done or the panel closes. */
const prepareInSlices = async (catalogue: SearchableCatalogue, config: SearchConfig, stopped: AbortSignal): Promise<void> => {
  const steps = searchPreparation(catalogue, config);
  while (!stopped.aborted) {
    await yieldToMain();
    if (stopped.aborted || steps.next().done === true) return;
  }
};

/** The search machine with its catalogue on the way; `stop` also drops a fetch still running. */
export const startSearch = (runtime: PortalRuntime, input: search.SearchInput) => {
  const actor = createActor(provideSearch(runtime), { input }).start();
  const aborted = new AbortController();
  const url = `${runtime.env.location.origin}${searchCatalogueAddress(input.lobby, runtime.page.locale(), runtime.page.preview())}`;
  const failed = () => actor.send({ type: 'search.catalogue-failed', errorKey: ErrorKey.failedToFetchGames });
  runtime.env
    .fetch(url, { signal: AbortSignal.any([aborted.signal, AbortSignal.timeout(SEARCH_CATALOGUE_TIMEOUT_MS)]) })
    .then((response) => (response.ok ? response.json() : null))
    .then((body: unknown) => {
      const wire = body === null ? Option.none() : decodeWire(body);
      if (Option.isNone(wire)) return failed();
      const loaded = searchableCatalogue(wire.value);
      actor.send({ type: 'search.catalogue-loaded', ...loaded });
      // The configuration the machine searches with (its takeCatalogue), for the games' bonuses.
      const config = input.lobby === 'live' ? loaded.settings.searchLive : loaded.settings.search;
      return prepareInSlices(loaded.catalogue, config, aborted.signal);
    })
    .catch(() => {
      if (!aborted.signal.aborted) failed();
    });
  return {
    actor,
    stop: () => {
      aborted.abort();
      actor.stop();
    },
  };
};
