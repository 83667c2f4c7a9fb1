import { Option, Schema } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLiveGameType, searchCatalogue, type SearchResult } from '@casino/core';
import { generateWorld } from '@casino/demo-data';
import { searchCatalogueWire } from './search-catalogue.server.ts';
import { SearchCatalogueWireSchema } from '../runtime/search-catalogue.wire.ts';
import { searchableCatalogue } from '../runtime/searchable-catalogue.ts';

const world = generateWorld({ seed: 5, size: 600 });
const decode = Schema.decodeUnknownOption(SearchCatalogueWireSchema);
/** What the browser gets: the wire form through JSON, decoded. */
const overTheWire = (lobby: 'casino' | 'live') => {
  const decoded = decode(JSON.parse(JSON.stringify(searchCatalogueWire(world, lobby))));
  if (Option.isNone(decoded)) throw new Error('the wire form does not decode');
  return searchableCatalogue(decoded.value);
};
const summary = (results: readonly SearchResult[]) => results.map((r) => `${r.kind}:${'gameCode' in r.item ? r.item.gameCode : r.item.id}:${r.weight}`);

describe('the search panel catalogue over the wire', () => {
  const casino = overTheWire('casino');
  const live = overTheWire('live');
  const liveGames = world.games.filter((game) => isLiveGameType(game.type));
  const terms = fc.oneof(
    fc.constantFrom('book', 'kral', 'Král', 'ruleta', 'a', 'de', 'live', 'bla'),
    fc.constantFrom(...world.games.map((game) => game.name)).map((name) => name.slice(0, 4)),
  );

  it('answers every term as core does on the whole catalogue, weights included (casino: every game; live: its own configuration)', () => {
    fc.assert(
      fc.property(terms, (term) => {
        const casinoCategories = world.categories.filter((category) => category.lobby === 'casino' && category.type === 'Default');
        const collections = world.collections.filter((collection) => !collection.excludeFromPage);
        expect(summary(searchCatalogue(casino.catalogue, term, casino.settings.search))).toEqual(
          summary(searchCatalogue({ games: world.games, providers: world.providers, categories: casinoCategories, collections }, term, world.settings.search)),
        );
        const liveCategories = world.categories.filter((category) => category.lobby === 'live' && category.type === 'Default');
        expect(summary(searchCatalogue(live.catalogue, term, live.settings.searchLive))).toEqual(
          summary(searchCatalogue({ games: liveGames, providers: world.providers, categories: liveCategories, collections }, term, world.settings.searchLive)),
        );
      }),
    );
  });

  it('lists the recommend category’s games in its order', () => {
    const category = world.categories.find((entry) => entry.id === world.settings.search.recommendCategory);
    expect(casino.recommended.map((game) => game.gameCode)).toEqual(category?.games.filter((code) => world.games.some((g) => g.gameCode === code)) ?? []);
  });

  it('refuses a malformed answer', () => {
    const wire = JSON.parse(JSON.stringify(searchCatalogueWire(world, 'casino')));
    expect(Option.isNone(decode({ ...wire, games: { ...wire.games, codes: wire.games.codes.slice(1) } }))).toBe(true);
    expect(Option.isNone(decode({ ...wire, lobby: 'poker' }))).toBe(true);
    expect(Option.isNone(decode(null))).toBe(true);
  });
});
