// The lobby's server-side data against the demo platform: the casino layout's first game rows a
// guest can see, in the request's language and content status, with links and image sizes known.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasePath, LocalApiPath } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '@casino/demo-platform';
import { demoPortalConfig } from '../runtime/portal-config.ts';
import { loadLobbyRows, type LobbyRequest } from './lobby-data.server.ts';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ port: 0, seed: 11, size: 300 });
}, 60_000);
afterAll(() => platform?.close());

const lobbyRequest = (overrides: Partial<LobbyRequest> = {}): LobbyRequest => ({
  config: demoPortalConfig(platform.origin),
  locale: 'cs',
  preview: false,
  origin: 'http://portal.test',
  ...overrides,
});

describe('the lobby rows', () => {
  it('are the first three Default game widgets of the casino layout, Top 10 cut to ten', async () => {
    const rows = await loadLobbyRows(lobbyRequest());
    expect(rows.map((row) => row.title)).toEqual(['Top 10 týdne', 'Novinky', 'Populární']);
    expect(rows[0]!.tiles).toHaveLength(10);
    const names = new Set(platform.world.games.map((game) => game.name));
    for (const tile of rows.flatMap((row) => row.tiles)) {
      expect(names.has(tile.name)).toBe(true);
      expect(tile.provider).not.toBe('');
      expect(tile.href).toBe(`/hra/${encodeURIComponent(tile.gameCode)}`);
      expect(tile.imageUrl.startsWith(`${platform.origin}/content/assets/game-`)).toBe(true);
      expect(tile).toMatchObject({ width: 300, height: 400 });
    }
  });

  it('come in English with /en links, and as drafts in preview', async () => {
    const rows = await loadLobbyRows(lobbyRequest({ locale: 'en', preview: true }));
    expect(rows[0]!.title).toBe('Top 10 of the week');
    expect(rows[0]!.tiles[0]!.href).toMatch(/^\/en\/preview\/hra\//);
    const layoutsCall = platform.requests.all().findLast((request) => request.path === BasePath.localApi + LocalApiPath.layouts);
    expect(layoutsCall?.query).toMatchObject({ locale: 'en', status: 'Draft' });
  });

  it('fail with the client error when the platform is unreachable', async () => {
    await expect(loadLobbyRows(lobbyRequest({ config: demoPortalConfig('http://127.0.0.1:9') }))).rejects.toMatchObject({ errorKey: 'errors.failed-to-fetch-layouts' });
  });
});
