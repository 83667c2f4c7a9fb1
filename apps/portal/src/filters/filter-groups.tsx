// The panel's groups in the order the settings enable them (enabledFilters / enabledFiltersLive):
// option lists with core's counts, the amount ranges and the yes/no filters. Every control is a
// native checkbox or field inside a fieldset with its legend, so keyboards and readers know them.
import { memo } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { hasFlag, hasOptionGroup, hasRangeGroup, type LiveTileAssets, type Lobby, type OptionMap } from '@casino/core';
import type { filters } from '@casino/machines';
import { AmountRangeField } from './amount-range-field.tsx';
import type { FiltersCatalogue } from './filters-catalogue.ts';
import { languageFlagUrl, languageName } from './language-flag.ts';

const LEGENDS: Readonly<Record<string, MessageDescriptor>> = {
  category: msg`Kategorie`,
  collection: msg`Kolekce`,
  provider: msg`Výrobci`,
  reel: msg`Počet válců`,
  language: msg`Jazyk`,
  betAmount: msg`Sázka`,
  maxWin: msg`Maximální výhra`,
  jackpot: msg`Jackpot`,
  gamble: msg`Riskovací hra`,
  bonus: msg`Bonusová hra`,
  openTable: msg`Otevřený stůl`,
  availableSeat: msg`Volné místo`,
};

const TABLE_FLAGS: ReadonlySet<string> = new Set(['openTable', 'availableSeat']);

interface Option {
  readonly key: string;
  readonly label: string;
  readonly count: number;
  /** A language's flag image (null: none for it); undefined outside the language group. */
  readonly flag?: string | null;
}

export interface FilterGroupsProps {
  readonly lobby: Lobby;
  readonly view: filters.FiltersView;
  readonly catalogue: FiltersCatalogue;
  readonly send: (event: filters.FiltersEvent) => void;
  /** The live page's flags of the tables' languages; none on the casino's pages. */
  readonly flagUrls: LiveTileAssets['flagUrls'] | null;
}

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, 'cs');

/** Memoised: a closing panel keeps its last view (filters-panel.tsx), so Apply's click does not draw its groups again. */
export const FilterGroups = memo(function FilterGroups({ lobby, view, catalogue, send, flagUrls }: FilterGroupsProps) {
  const { i18n } = useLingui();
  const draft = view.draft as unknown as Readonly<Record<string, OptionMap | boolean | readonly [number, number]>>;

  const optionsOf = (group: string): Option[] => {
    const counts = view.counts[group] ?? {};
    const count = (key: string) => counts[key] ?? 0;
    switch (group) {
      case 'category':
        return view.categoryOptions.map((category) => ({ key: category.id, label: category.title, count: count(category.id) }));
      case 'provider':
        return Object.keys(counts)
          .map((key) => ({ key, label: catalogue.providerNames.get(key) ?? key, count: count(key) }))
          .sort(byLabel);
      case 'collection':
        return Object.keys(counts)
          .flatMap((key) => {
            const label = catalogue.collectionNames.get(key);
            return label === undefined ? [] : [{ key, label, count: count(key) }];
          })
          .sort(byLabel);
      case 'reel':
        return Object.keys(counts)
          .sort((a, b) => Number(a) - Number(b))
          .map((key) => ({ key, label: key, count: count(key) }));
      case 'language':
        return Object.keys(counts)
          .map((key) => ({ key, label: languageName(key, i18n.locale), count: count(key), flag: languageFlagUrl(key, flagUrls) }))
          .sort(byLabel);
      default:
        return [];
    }
  };

  return (
    <div className="casino-filters__groups">
      {view.enabledGroups.map((group) => {
        const legend = LEGENDS[group] === undefined ? group : i18n._(LEGENDS[group]);
        if (hasOptionGroup(lobby, group)) {
          const options = optionsOf(group);
          if (options.length === 0) return null;
          const selected = (draft[group] ?? {}) as OptionMap;
          // The page's own item is always selected here (withFixedSelection): shown ticked, not to be unticked.
          const isFixed = (option: string) => view.fixed?.group === group && view.fixed.option === option;
          return (
            <fieldset key={group} className="casino-filters__group" data-group={group}>
              <legend className="casino-filters__legend">{legend}</legend>
              <ul className="casino-filters__options">
                {options.map((option) => (
                  <li key={option.key}>
                    <label className="casino-filters__option">
                      <input
                        type="checkbox"
                        checked={selected[option.key] === true || isFixed(option.key)}
                        disabled={isFixed(option.key)}
                        onChange={() => send({ type: 'filters.toggle-option', group, option: option.key })}
                        data-option={option.key}
                      />
                      {/* A language without a flag keeps its place, so the names stay in one column. */}
                      {option.flag === undefined ? null : option.flag === null ? (
                        <span className="casino-filters__flag-image" aria-hidden="true" />
                      ) : (
                        <img className="casino-filters__flag-image" src={option.flag} alt="" width={24} height={16} />
                      )}
                      <span className="casino-filters__label">{option.label}</span>
                      <span className="casino-filters__count" data-count={option.count}>
                        {option.count}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          );
        }
        if (hasRangeGroup(lobby, group)) {
          return (
            <AmountRangeField
              key={group}
              legend={legend}
              group={group}
              range={draft[group] as readonly [number, number]}
              games={catalogue.games}
              currency={catalogue.currency}
              onChange={(range) => send({ type: 'filters.set-range', group, range })}
            />
          );
        }
        // Open table and free seat need the tables' live state (the hub's); without it they could only empty the list.
        if (TABLE_FLAGS.has(group) && !catalogue.games.some((game) => game.Status !== undefined)) return null;
        if (hasFlag(lobby, group)) {
          return (
            <label key={group} className="casino-filters__flag" data-group={group}>
              <input
                type="checkbox"
                checked={draft[group] === true}
                onChange={(event) => send({ type: 'filters.set-flag', flag: group, value: event.target.checked })}
              />
              <span>{legend}</span>
            </label>
          );
        }
        return null;
      })}
    </div>
  );
});
