// The filter panel (issue 22, part 2 §4): a sheet from the bottom on phones, a side panel on wider
// screens (the site's drawer), with the groups the settings enable for the lobby, each option with
// core's count (its own group ignored), Apply only when the draft differs and Clear. Apply and Clear
// write the applied set into the address, which the page's loader lists (all-games-data.server.ts).
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { filtersToQuery, type FixedSelection, type Lobby } from '@casino/core';
import { isApiError } from '@casino/api-clients';
import { Drawer } from '@casino/react-ui';
import { translateKey } from '../chrome/error-messages.ts';
import { FILTERS_PANEL_ID } from './filters-button.tsx';
import { FilterGroups } from './filter-groups.tsx';
import { announceAppliedFilters, announceDraftFilters } from './applied-signal.ts';
import { useFiltersMachine } from './use-filters-machine.ts';
import type { LiveTablesSource } from './live-tables-source.ts';
import './filters-panel.css';

export interface FiltersPanelProps {
  readonly lobby: Lobby;
  readonly fixed: FixedSelection | null;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  /** The live page's tables, for the language, open table and free seat groups. */
  readonly liveTables: LiveTablesSource | null;
}

export function FiltersPanel({ lobby, fixed, open, onOpenChange, liveTables }: FiltersPanelProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { actor, view: openView, catalogue, retry, liveTablesKnown, flagUrls } = useFiltersMachine(lobby, fixed, liveTables, open);
  const machineReady = openView !== null;
  // Closed, the panel keeps drawing its last view (the hook counts only while it is open): the
  // drawer's content stays as it was until Ark removes it, after the frame that shows Apply's grid.
  const [lastView, setLastView] = useState(openView);
  if (openView !== null && openView !== lastView) setLastView(openView);
  const view = openView ?? lastView;
  const send = useCallback((event: Parameters<NonNullable<typeof actor>['send']>[0]) => actor?.send(event), [actor]);

  useEffect(() => {
    if (open && machineReady) actor?.send({ type: 'filters.open' });
  }, [open, machineReady, actor]);

  // The page makes the draft's list at an idle moment (all-games-in-browser.ts), ready for Apply.
  useEffect(() => {
    if (openView === null || actor === null || !openView.canApply) return;
    announceDraftFilters(lobby, filtersToQuery(actor.getSnapshot().context.draft).toString());
  }, [openView, actor, lobby]);

  const showApplied = (query: string) => {
    const go = () => void navigate({ search: query === '' ? '' : `?${query}` }, { preventScrollReset: false });
    // When the page paints the new list in this click's render (applied-signal.ts), the address
    // follows after that frame (as the details' entry does, game-details-host.tsx), and the
    // navigation's loader answers with the same list.
    if (announceAppliedFilters(lobby, query)) requestAnimationFrame(() => setTimeout(go, 0));
    else go();
  };

  const close = () => {
    actor?.send({ type: 'filters.close' });
    onOpenChange(false);
  };
  const apply = () => {
    if (actor === null) return;
    actor.send({ type: 'filters.apply' });
    const snapshot = actor.getSnapshot();
    if (!snapshot.matches({ ready: 'closed' })) return;
    // Outside the all-games views the machine has gone there (runtime/filters.ts); here the page stays.
    if (snapshot.context.navigatingTo === null) showApplied(filtersToQuery(snapshot.context.applied).toString());
    onOpenChange(false);
  };
  const clear = () => {
    actor?.send({ type: 'filters.clear' });
    showApplied('');
  };

  const failure =
    catalogue.status === 'failed' ? translateKey(i18n, isApiError(catalogue.error) ? catalogue.error.errorKey : 'errors.failed-to-fetch-games') : null;
  const ready = catalogue.status === 'ready' && view !== null ? catalogue.catalogue : null;
  return (
    <Drawer
      id={FILTERS_PANEL_ID}
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t`Filtry`}
      closeLabel={t`Zavřít filtry`}
      returnFocusTo={() => document.querySelector<HTMLElement>('[data-testid="filters-button"]')}
    >
      <div className="casino-filters">
        {failure !== null ? (
          <div role="alert" className="casino-filters__state">
            <p>{failure}</p>
            <button type="button" className="casino-filters__secondary" onClick={retry}>
              {translateKey(i18n, 'general.try-again')}
            </button>
          </div>
        ) : ready === null || view === null || actor === null ? (
          <p role="status" className="casino-filters__state">
            {t`Načítám filtry…`}
          </p>
        ) : (
          <>
            {lobby === 'live' && !liveTablesKnown ? (
              // The table groups count the live feed's tables: until it has given them they are not offered.
              <p role="status" className="casino-filters__note">
                {t`Jazyk stolu, otevřený stůl a volné místo nabídneme, jakmile se připojíme k živým stolům.`}
              </p>
            ) : null}
            <FilterGroups lobby={lobby} view={view} catalogue={ready} send={send} flagUrls={flagUrls} />
            {/* A press on Apply or Clear is no start of a swipe (zag's data-no-drag): the drawer's swipe
                tracking ran its pointer handlers, and a state change, in the press before Apply's grid. */}
            <div className="casino-filters__actions" data-no-drag="">
              <button type="button" className="casino-filters__secondary" onClick={clear} disabled={view.activeCount === 0 && view.draftCount === 0}>
                {t`Vymazat`}
              </button>
              <button type="button" className="casino-filters__apply" onClick={apply} disabled={!view.canApply}>
                {t`Použít`}
              </button>
            </div>
          </>
        )}
      </div>
    </Drawer>
  );
}
