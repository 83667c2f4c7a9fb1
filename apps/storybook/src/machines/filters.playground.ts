// The filter panel: a draft and an applied set; apply copies, saves, tracks and (outside the all-games
// views) navigates there; clear empties both; the saved set is restored at start; another page clears.
import { emptyCasinoFilters, matchRoute, type Category } from '@casino/core';
import type { DemoWorld } from '@casino/demo-data';
import * as filters from '@casino/machines/filters';
import { forMachine } from '../playground/machine-description.ts';

const pageAt = (pathname: string, fixed: filters.FixedSelection | null = null): filters.FiltersPage => {
  const route = matchRoute(pathname);
  return { routeName: route?.name ?? pathname, params: route?.params ?? {}, fixed };
};

const categoryWithGames = (world: DemoWorld): Category =>
  world.categories.find((category) => category.lobby === 'casino' && category.type === 'Default' && category.games.length > 0) ?? world.categories[0]!;

const firstProvider = (world: DemoWorld): string => world.providers[0]?.id ?? 'provider';

export const filtersPlayground = forMachine(filters.filtersMachine).describe({
  id: 'filters',
  title: 'Filters',
  summary:
    'Load the catalogue, open the panel, pick options (the counts follow the draft), apply on the home page (it goes to all games), then move to another page: the filters clear.',
  input: () => ({ lobby: 'casino' }),
  actors: {
    readSaved: {
      kind: 'promise',
      answers: {
        'nothing saved': () => null,
        'a saved provider': ({ world }) => ({ lobby: 'casino' as const, filters: { ...emptyCasinoFilters(), provider: { [firstProvider(world)]: true } } }),
      },
    },
  },
  actions: ['saveApplied', 'removeSaved', 'navigate', 'track'],
  events: [
    { event: ({ world }) => ({ type: 'filters.catalogue-loaded', settings: world.settings, categories: world.categories, games: world.games }) },
    { event: { type: 'filters.open' } },
    { event: { type: 'filters.close' } },
    { label: 'category', event: ({ world }) => ({ type: 'filters.toggle-option', group: 'category', option: categoryWithGames(world).id }) },
    { label: 'provider', event: ({ world }) => ({ type: 'filters.toggle-option', group: 'provider', option: firstProvider(world) }) },
    { label: 'bet 10–100', event: { type: 'filters.set-range', group: 'betAmount', range: [10, 100] } },
    { label: 'jackpot', event: { type: 'filters.set-flag', flag: 'jackpot', value: true } },
    { label: '"book"', event: { type: 'filters.set-search', text: 'book' } },
    { event: { type: 'filters.apply' } },
    { event: { type: 'filters.clear' } },
    { label: 'home', event: { type: 'filters.page-changed', page: pageAt('/') } },
    { label: 'all games', event: { type: 'filters.page-changed', page: pageAt('/vsechny-hry') } },
    {
      label: 'a category page',
      event: ({ world }) => {
        const category = categoryWithGames(world);
        return { type: 'filters.page-changed', page: pageAt(`/kategorie/${category.slug}`, { group: 'category', option: category.id }) };
      },
    },
    { label: 'jackpots', event: { type: 'filters.page-changed', page: pageAt('/jackpoty') } },
  ],
  view: filters.connect,
});
