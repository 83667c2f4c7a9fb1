// The Filters button of an all-games page (issue 22): the number of filters the address applies, and
// the panel, whose code (filters-panel.tsx, with the filters machine's chunk behind it) is fetched
// when the button is first reached (pointer, focus) or pressed, never with the page's first scripts.
import { useState, type ComponentType } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { FixedSelection, Lobby } from '@casino/core';
import { useEarlyPress } from '../html/use-early-press.ts';
import type { FiltersPanelProps } from './filters-panel.tsx';
import type { LiveTablesSource } from './live-tables-source.ts';
import './filters-button.css';

type Panel = ComponentType<FiltersPanelProps>;

let panelLoad: Promise<Panel> | null = null;
const loadPanel = (): Promise<Panel> =>
  (panelLoad ??= import('./filters-panel.tsx').then(
    (module) => module.FiltersPanel,
    (error: unknown) => {
      // A failed fetch may be tried again by the next press.
      panelLoad = null;
      throw error;
    },
  ));

export const FILTERS_PANEL_ID = 'casino-filters';

export interface FiltersButtonProps {
  readonly lobby: Lobby;
  /** How many filters the address applies (core's countActiveFilters). */
  readonly activeCount: number;
  /** The selection a category, collection or provider page fixes (its own item); none on the all-games pages. */
  readonly fixed?: FixedSelection | null;
  /** The live page's tables (its store), for the groups that need their state. */
  readonly liveTables?: LiveTablesSource | null;
}

export function FiltersButton({ lobby, activeCount, fixed = null, liveTables = null }: FiltersButtonProps) {
  const { t } = useLingui();
  const [panel, setPanel] = useState<Panel | null>(null);
  const [open, setOpen] = useState(false);
  const [failed, setFailed] = useState(false);
  const prefetch = () => void loadPanel().catch(() => undefined);
  const press = () => {
    setFailed(false);
    loadPanel().then(
      (loaded) => {
        setPanel(() => loaded);
        setOpen(true);
      },
      () => setFailed(true),
    );
  };
  // A press made before the page's part hydrated (early-presses.ts).
  useEarlyPress('filters', press);
  const Loaded = panel;
  return (
    <>
      <button
        type="button"
        className="casino-filters-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={`${FILTERS_PANEL_ID}-content`}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={press}
        data-testid="filters-button"
      >
        <span aria-hidden="true" className="casino-filters-button__icon">
          ☰
        </span>
        {t`Filtry`}
        {activeCount > 0 ? (
          <span className="casino-filters-button__count" aria-label={t`použito: ${activeCount}`}>
            {activeCount}
          </span>
        ) : null}
      </button>
      {failed ? (
        <p role="alert" className="casino-filters-button__failed">
          {t`Filtry se nepodařilo načíst. Zkuste to prosím znovu.`}
        </p>
      ) : null}
      {Loaded === null ? null : <Loaded lobby={lobby} fixed={fixed} open={open} onOpenChange={setOpen} liveTables={liveTables} />}
    </>
  );
}

/** The Filters button in a row of its own, for a page whose header has no room for it. */
export function PageFilters(props: FiltersButtonProps) {
  return (
    <div className="casino-page-filters">
      <FiltersButton {...props} />
    </div>
  );
}
