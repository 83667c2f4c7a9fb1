// The filters machine of an all-games page, opened through PortalSystem.open when the panel first
// mounts (its code a chunk of the machines on demand) and closed with the page; the catalogue it
// counts over is fetched then too, and held for the page's browser loader while the page is open
// (held-catalogue.ts). On the live pages the tables of the live feed are merged onto its games
// (their language, open or closed, free seats), so those groups count the tables as they are now;
// before the feed's first tables they have nothing to count. The address is the applied set:
// whatever it names (a shared link, back and forward) the machine takes as its applied set.
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useMatches } from 'react-router';
import {
  filtersEqual,
  filtersFromQuery,
  mergeLiveTables,
  parseLocale,
  withKnownOptions,
  type AnyFilters,
  type FixedSelection,
  type LiveTable,
  type Lobby,
} from '@casino/core';
import { filters } from '@casino/machines';
import { useWithBrowserRuntime } from '../chrome/portal-system-provider.tsx';
import { useOnDemandMachine } from '../chrome/use-on-demand-machine.ts';
import { loadFiltersCatalogue, type FiltersCatalogue } from './filters-catalogue.ts';
import { holdFiltersCatalogue } from './held-catalogue.ts';
import type { LiveTablesSource } from './live-tables-source.ts';

export type CatalogueState =
  { readonly status: 'loading' } | { readonly status: 'failed'; readonly error: unknown } | { readonly status: 'ready'; readonly catalogue: FiltersCatalogue };

/** Where the filters go when their page is left: no page of the router, so never the same page. */
const LEFT_PAGE = { routeName: '', params: {}, fixed: null } as const;

const NO_ACTOR = { subscribe: () => () => {}, snapshot: () => null };
const NO_TABLES = { subscribe: () => () => {}, tables: (): readonly LiveTable[] | null => null, flagUrls: null };

export const useFiltersMachine = (lobby: Lobby, fixed: FixedSelection | null, liveTablesSource: LiveTablesSource | null, open: boolean) => {
  const withRuntime = useWithBrowserRuntime();
  const location = useLocation();
  const matches = useMatches();
  const match = matches[matches.length - 1];
  const routeName = (match?.id ?? '').split('~')[0] ?? '';
  const slug = match?.params['slug'];
  const { i18n } = useLingui();
  const liveTables = liveTablesSource ?? NO_TABLES;
  const tables = useSyncExternalStore(liveTables.subscribe, liveTables.tables, () => null);
  const [catalogue, setCatalogue] = useState<CatalogueState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const actor = useOnDemandMachine(
    'filters',
    {
      input: [{ lobby }],
      // Leaving the page: the machine's own rule (another page clears the filters and their saved copy) runs before it stops.
      onOpened: (opened) => () => opened.send({ type: 'filters.page-changed', page: LEFT_PAGE }),
    },
    [lobby],
  );

  useEffect(() => {
    const controller = new AbortController();
    withRuntime((started) => {
      loadFiltersCatalogue(started.runtime, lobby, controller.signal).then(
        (loaded) => setCatalogue({ status: 'ready', catalogue: loaded }),
        (error: unknown) => {
          if (!controller.signal.aborted) setCatalogue({ status: 'failed', error });
        },
      );
    });
    return () => controller.abort();
  }, [lobby, attempt, withRuntime]);

  const store = useMemo(
    () => (actor === null ? NO_ACTOR : { subscribe: (changed: () => void) => actor.subscribe(changed).unsubscribe, snapshot: () => actor.getSnapshot() }),
    [actor],
  );
  const snapshot = useSyncExternalStore(store.subscribe, store.snapshot, () => null);
  const restoring = snapshot === null || snapshot.matches('restoring');
  const loaded = catalogue.status === 'ready' ? catalogue.catalogue : null;
  // The live tables merged on (live pages, once the feed has given them): one array per change of either.
  const ready = useMemo(
    () => (loaded === null || lobby !== 'live' || tables === null ? loaded : { ...loaded, games: mergeLiveTables(loaded.games, tables) }),
    [loaded, lobby, tables],
  );
  const locale = parseLocale(i18n.locale);

  useEffect(() => {
    if (actor === null || ready === null) return;
    actor.send({ type: 'filters.catalogue-loaded', settings: ready.settings, categories: ready.categories, games: ready.games });
  }, [actor, ready]);

  // The page's browser loader answers filter changes from what the panel counts, while the page is open.
  useEffect(() => {
    if (ready === null || locale === null) return;
    holdFiltersCatalogue({ lobby, locale, games: ready.games, providerNames: ready.providerNames, currency: ready.currency });
    return () => holdFiltersCatalogue(null);
  }, [ready, lobby, locale]);

  useEffect(() => {
    if (actor === null || restoring) return;
    actor.send({ type: 'filters.page-changed', page: { routeName, params: slug === undefined ? {} : { slug }, fixed } });
  }, [actor, restoring, routeName, slug, fixed]);

  // The address's set, with the options no game has left out as the server leaves them out.
  // Sent when the set changes, not on every change of the live tables (which would drop a draft being edited).
  const taken = useRef<{ readonly actor: unknown; readonly filters: AnyFilters } | null>(null);
  useEffect(() => {
    if (actor === null || restoring) return;
    const named = filtersFromQuery(lobby, new URLSearchParams(location.search));
    const filters = ready === null ? named : withKnownOptions(named, ready.games);
    if (taken.current !== null && taken.current.actor === actor && filtersEqual(taken.current.filters, filters)) return;
    taken.current = { actor, filters };
    actor.send({ type: 'filters.take-applied', filters });
  }, [actor, restoring, ready, lobby, location.search]);

  const retry = () => {
    setCatalogue({ status: 'loading' });
    setAttempt((count) => count + 1);
  };

  // Core's counts over the whole catalogue, once per snapshot while the panel is open: a closed
  // panel draws nothing (Apply's click, which closes it, changes the snapshot and would count again).
  const view = useMemo(() => (snapshot === null || restoring || !open ? null : filters.connect(snapshot)), [snapshot, restoring, open]);
  return {
    actor,
    view,
    catalogue: ready === null ? catalogue : ({ status: 'ready', catalogue: ready } as const),
    retry,
    liveTablesKnown: tables !== null,
    flagUrls: liveTables.flagUrls,
  };
};
