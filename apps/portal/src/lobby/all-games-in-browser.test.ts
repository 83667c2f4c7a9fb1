// Apply's list made in its click is the navigation's answer: the browser loader, asked for the same
// address afterwards, gives the very same object (so its render changes nothing in the grid), and
// both are core's list for the address over the held catalogue; without a held catalogue neither
// answers and the server does.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gamesOfLobby, type Lobby } from '@casino/core';
import { generateWorld } from '@casino/demo-data';
import { holdFiltersCatalogue } from '../filters/held-catalogue.ts';
import { allGamesCompact, filteredByAddress } from './all-games-list.ts';
import { allGamesInBrowser, appliedFiltersAnswer, rememberAllGamesFrame, type AllGamesPageData } from './all-games-in-browser.ts';

const world = generateWorld({ seed: 11, size: 400 });
const providerNames = new Map(world.providers.map((provider) => [provider.id, provider.name]));
const terms = { assetBase: 'https://content.test', locale: 'cs', preview: false, currency: 'CZK' } as const;
const lobby: Lobby = 'casino';
const games = gamesOfLobby(world.games, lobby);
const frame: AllGamesPageData & { readonly heading: string } = {
  heading: 'Všechny hry',
  games: allGamesCompact(games, lobby, providerNames, terms),
  activeFilters: 0,
  total: games.length,
};
const held = { lobby, locale: 'cs', games, providerNames, currency: 'CZK' } as const;
const request = (query: string) => new Request(`https://portal.test/vsechny-hry${query === '' ? '' : `?${query}`}`);
const providers = [...new Set(games.map((game) => game.provider))];
const queries = fc
  .record({ provider: fc.subarray(providers, { maxLength: 3 }), jackpot: fc.boolean(), reels: fc.subarray(['3', '5', '6'], { maxLength: 2 }) })
  .map(({ provider, jackpot, reels }) => {
    const query = new URLSearchParams();
    for (const id of provider) query.append('provider', id);
    for (const count of reels) query.append('reels', count);
    if (jackpot) query.append('jackpot', '1');
    return query.toString();
  });

describe("Apply's list made in its click", () => {
  it('is not made without a held catalogue, and the server answers the navigation', async () => {
    rememberAllGamesFrame(lobby, frame);
    holdFiltersCatalogue(null);
    expect(appliedFiltersAnswer(lobby, 'jackpot=1')).toBeNull();
    expect(await allGamesInBrowser(lobby, request('jackpot=1'))).toBeNull();
  });

  it("is core's list for the address, and the navigation's loader answers with the same object", async () => {
    rememberAllGamesFrame(lobby, frame);
    holdFiltersCatalogue(held);
    // The first browser answer fetches the listing's code; Apply finds it there afterwards.
    await allGamesInBrowser(lobby, request(''));
    await fc.assert(
      fc.asyncProperty(queries, async (query) => {
        const early = appliedFiltersAnswer(lobby, query);
        const filtered = filteredByAddress(games, lobby, new URLSearchParams(query));
        expect(early).toMatchObject({ heading: 'Všechny hry', activeFilters: filtered.activeFilters, total: games.length });
        expect(early?.games).toEqual(allGamesCompact(filtered.games, lobby, providerNames, terms));
        expect(await allGamesInBrowser(lobby, request(query))).toBe(early);
      }),
      { numRuns: 40 },
    );
  });

  it('is made again when the held catalogue changes (the live tables merged on)', async () => {
    rememberAllGamesFrame(lobby, frame);
    holdFiltersCatalogue(held);
    await allGamesInBrowser(lobby, request(''));
    const before = appliedFiltersAnswer(lobby, 'jackpot=1');
    holdFiltersCatalogue({ ...held, games: games.slice(1) });
    const after = appliedFiltersAnswer(lobby, 'jackpot=1');
    expect(after).not.toBe(before);
    expect(after?.total).toBe(games.length - 1);
  });
});
