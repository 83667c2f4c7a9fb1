// The service rows' tiles, the route against the demo platform and the browser's reading of it: the
// lobby's games of the codes asked for (unknown codes left out, never echoed), in the page's language
// and lobby, decoded by the compact list's Schema; 400 beyond the bounds; a failed or malformed answer
// rejects and is told once for every row asking at the time, and the next ask fetches again; an answer
// that came is kept (the same codes are not fetched again).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamesOfLobby, type Lobby } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '@casino/demo-platform';
import { generateWorld } from '@casino/demo-data';
import { loader } from '../../routes/lobby/service-tiles-route.ts';
import type { Route } from '../../routes/lobby/+types/service-tiles-route.ts';
import { routerContextFor } from '../../request-context.testing.ts';
import { demoPortalConfig } from '../../runtime/portal-config.ts';
import { createMemoryEnvironment } from '../../runtime/environment/memory-environment.ts';
import { createPortalRuntime } from '../../runtime/portal-runtime.ts';
import { decodeCompactGames } from '../compact-games.ts';
import { fetchServiceTiles, loadServiceTiles } from './service-tiles.ts';
import { serviceTilesAddress, SERVICE_TILES_MAX } from './service-tiles-path.ts';

const SEED = 17;
const SIZE = 300;
let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ port: 0, seed: SEED, size: SIZE });
}, 60_000);
afterAll(() => platform?.close());

const world = generateWorld({ seed: SEED, size: SIZE });
const codesOf = (lobby: Lobby) => gamesOfLobby(world.games, lobby).map((game) => game.gameCode);

/** The portal's route answering a browser's fetch, as the portal's server would. */
const portalFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const request = new Request(input, init);
  const context = await routerContextFor(request, demoPortalConfig(platform.origin));
  return loader({ request, context, params: {} } as unknown as Route.LoaderArgs);
};

const runtimeWith = (fetch: typeof globalThis.fetch) =>
  createPortalRuntime({
    config: demoPortalConfig(platform.origin),
    environment: createMemoryEnvironment({ origin: 'http://portal.test', fetch }),
    locale: 'en',
    preview: false,
    nativeView: false,
  });

describe('the service tiles route', () => {
  it('answers the lobby’s games of the codes asked for, decoded as the rows read them; unknown codes are left out', async () => {
    for (const lobby of ['casino', 'live'] as const) {
      const own = codesOf(lobby).slice(0, 12);
      const other = codesOf(lobby === 'casino' ? 'live' : 'casino').slice(0, 3);
      const address = serviceTilesAddress([...own, ...other, 'no-such-game'], lobby, 'en', false);
      const response = await portalFetch(`http://portal.test${address}`);
      expect(response.headers.get('Cache-Control')).toMatch(/^public/);
      const tiles = await fetchServiceTiles(async () => response, address);
      expect(tiles.locale).toBe('en');
      expect(tiles.place).toBe(lobby === 'live' ? 'LiveAllGamesGrid' : 'AllGamesGrid');
      expect(new Set(decodeCompactGames(tiles).map((game) => game.gameCode))).toEqual(new Set(own));
    }
  });

  it('refuses more codes than a page asks for, and a text that is no game code (400)', async () => {
    const many = Array.from({ length: SERVICE_TILES_MAX + 1 }, (_, at) => `game-${at}`).join(',');
    for (const codes of [many, 'a'.repeat(101), 'ok,<script>']) {
      const response = await portalFetch(`http://portal.test/hry/dlazdice.json?kody=${encodeURIComponent(codes)}`);
      expect(response.status).toBe(400);
      expect(await response.text()).not.toContain('script');
    }
  });
});

describe('the browser’s reading of the service tiles', () => {
  it('a malformed or failed answer rejects, told once for the rows asking; the next ask fetches again and is kept', async () => {
    const codes = codesOf('casino').slice(0, 5);
    let broken = 2;
    let fetches = 0;
    const runtime = runtimeWith(async (input, init) => {
      fetches += 1;
      if (broken === 2) return (broken--, Response.json({ place: 'AllGamesGrid', records: 7 }));
      if (broken === 1) return (broken--, Response.json({ errorKey: 'errors.failed-to-fetch-games' }, { status: 502 }));
      return portalFetch(input, init);
    });
    for (const round of [1, 2]) {
      const told: unknown[] = [];
      const rows = [1, 2, 3].map(() =>
        loadServiceTiles(runtime, 'casino', codes, (error) => told.push(error)).then(
          () => 'came',
          () => 'rejected',
        ),
      );
      expect(await Promise.all(rows)).toEqual(['rejected', 'rejected', 'rejected']);
      // The first failure is told once; the second, the same failure again, is not told a second time.
      expect(told).toHaveLength(round === 1 ? 1 : 0);
      expect(fetches).toBe(round);
    }
    const tiles = await loadServiceTiles(runtime, 'casino', [...codes].reverse(), () => expect.unreachable());
    expect(
      decodeCompactGames(tiles)
        .map((game) => game.gameCode)
        .sort(),
    ).toEqual([...codes].sort());
    // The same codes in any order are the same address: the answer that came, no fetch again.
    expect(await loadServiceTiles(runtime, 'casino', codes, () => expect.unreachable())).toBe(tiles);
    expect(fetches).toBe(3);
  });
});
