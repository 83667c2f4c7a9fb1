// The search panel: every keystroke searches the catalogue (core), tracking waits for a 450 ms pause;
// results come 40 at a time, the recommended list 5 until "show more".
import type { DemoWorld } from '@casino/demo-data';
import * as search from '@casino/machines/search';
import { forMachine } from '../playground/machine-description.ts';

const recommended = (world: DemoWorld) => {
  const category = world.categories.find((candidate) => candidate.id === world.settings.search.recommendCategory) ?? world.categories[0];
  const codes = new Set(category?.games ?? []);
  return world.games.filter((game) => codes.has(game.gameCode));
};

export const searchPlayground = forMachine(search.searchMachine).describe({
  id: 'search',
  title: 'Search',
  summary: 'Load the catalogue, type a term (results at once), advance 450 ms for the casino_search tracking; a term without results shows the empty state.',
  input: () => ({ lobby: 'casino' }),
  actions: ['track'],
  events: [
    {
      event: ({ world }) => ({
        type: 'search.catalogue-loaded',
        catalogue: { games: world.games, providers: world.providers, categories: world.categories, collections: world.collections },
        settings: world.settings,
        recommended: recommended(world),
      }),
    },
    { label: '"b"', event: { type: 'search.input', term: 'b' } },
    { label: '"book"', event: { type: 'search.input', term: 'book' } },
    { label: '"qqqq"', event: { type: 'search.input', term: 'qqqq' } },
    { event: { type: 'search.clear' } },
    { event: { type: 'search.show-more' } },
    { event: { type: 'search.show-more-recommended' } },
  ],
  view: search.connect,
});
