import { Option, Schema } from 'effect';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterFacetCounts, filtersFromQuery, gamesOfLobby, mergeLiveTables, withKnownOptions, type Lobby } from '@casino/core';
import { generateWorld } from '@casino/demo-data';
import { allGamesCompact, filteredByAddress } from '../lobby/all-games-list.ts';
import { filtersCatalogueWire } from './filters-catalogue.server.ts';
import { FiltersCatalogueWireSchema } from './filters-catalogue.wire.ts';
import { filtersCatalogueOf } from './filters-catalogue.ts';

const world = generateWorld({ seed: 7, size: 800 });
const decode = Schema.decodeUnknownOption(FiltersCatalogueWireSchema);
const json = (lobby: Lobby) => JSON.stringify(filtersCatalogueWire(world, lobby));
/** What the browser holds: the wire form through JSON, decoded. */
const overTheWire = (lobby: Lobby) => {
  const decoded = decode(JSON.parse(json(lobby)));
  if (Option.isNone(decoded)) throw new Error('the wire form does not decode');
  return filtersCatalogueOf(decoded.value);
};
const serverGames = (lobby: Lobby) => gamesOfLobby(world.games, lobby);
const providerNames = new Map(world.providers.map((provider) => [provider.id, provider.name]));
const terms = { assetBase: 'https://content.test', locale: 'cs', preview: false, currency: world.settings.currency.code || 'CZK' } as const;

/** Addresses made of the options the catalogue has (and a few it has not), flags and amounts. */
const addressOf = (lobby: Lobby) => {
  const games = serverGames(lobby);
  const pick = (values: readonly string[]) => {
    const distinct = [...new Set(values)].slice(0, 12);
    return fc.subarray(distinct, { maxLength: Math.min(3, distinct.length) });
  };
  const pairs = fc.record({
    provider: pick([...games.map((game) => game.provider), 'unknown-provider']),
    category: pick(games.flatMap((game) => game.categories)),
    collection: pick(games.flatMap((game) => game.collections)),
    reels: pick(games.map((game) => String(game.numberOfReels))),
    language: pick(['cs', 'en', 'de']),
    flags: fc.subarray(lobby === 'live' ? ['open', 'seat'] : ['jackpot', 'gamble', 'bonus'], { maxLength: 2 }),
    bet: fc.option(fc.constantFrom('0.1-1', '1-100', '5-0', '0-2'), { nil: undefined }),
    maxWin: fc.option(fc.constantFrom('1000-0', '0-5000', '2000-100000'), { nil: undefined }),
  });
  return pairs.map(({ flags, bet, maxWin, ...groups }) => {
    const query = new URLSearchParams();
    for (const [name, values] of Object.entries(groups)) for (const value of values) query.append(name, value);
    for (const flag of flags) query.append(flag, '1');
    if (bet !== undefined) query.append('bet', bet);
    if (maxWin !== undefined) query.append('maxWin', maxWin);
    return query;
  });
};

describe('the filters catalogue over the wire', () => {
  for (const lobby of ['casino', 'live'] as const) {
    const held = overTheWire(lobby);

    it(`lists for every address of the ${lobby} page the same games in the same order as the server, with the same count`, () => {
      fc.assert(
        fc.property(addressOf(lobby), (query) => {
          const server = filteredByAddress(serverGames(lobby), lobby, query);
          const browser = filteredByAddress(held.games, lobby, query);
          expect(browser.activeFilters).toBe(server.activeFilters);
          expect(allGamesCompact(browser.games, lobby, held.providerNames, { ...terms, currency: held.currency })).toEqual(
            allGamesCompact(server.games, lobby, providerNames, terms),
          );
        }),
        { numRuns: 150 },
      );
    });

    it(`counts every option of the ${lobby} panel as over the platform's catalogue`, () => {
      fc.assert(
        fc.property(addressOf(lobby), (query) => {
          const filters = withKnownOptions(filtersFromQuery(lobby, query), serverGames(lobby));
          expect(filterFacetCounts(held.games, filters)).toEqual(filterFacetCounts(serverGames(lobby), filters));
        }),
        { numRuns: 60 },
      );
    });
  }

  it('lists the live tables the feed says are open once their state is merged on, as core does over the full games', () => {
    const tables = serverGames('live').map((game, at) => ({
      ImsGameCode: game.gameCode,
      Language: at % 2 === 0 ? 'cs' : 'en',
      Status: at % 3 === 0 ? 'offline' : 'online',
      SeatsAvailability: { '1': at % 4 === 0, '2': true },
      DynamicImageUrl: null,
      Dealer: null,
    }));
    const query = new URLSearchParams('open=1&seat=1&language=cs');
    const browser = filteredByAddress(mergeLiveTables(overTheWire('live').games, tables), 'live', query);
    const server = filteredByAddress(mergeLiveTables(serverGames('live'), tables), 'live', query);
    expect(browser.games.length).toBeGreaterThan(0);
    expect(browser.games.map((game) => game.gameCode)).toEqual(server.games.map((game) => game.gameCode));
  });

  it('is a small part of the platform’s answers it is made from', () => {
    const answers = JSON.stringify([world.games, world.providers, world.categories, world.collections, world.settings]);
    expect(json('casino').length).toBeLessThan(answers.length / 3);
  });

  it('is refused when its columns differ in length', () => {
    const wire = JSON.parse(json('casino')) as { games: { names: string[] } };
    wire.games.names.push('One more');
    expect(Option.isNone(decode(wire))).toBe(true);
  });
});
