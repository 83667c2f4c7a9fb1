// The lobbies' server-side data against the demo platform: every widget type of the casino and live
// layouts as a guest sees it, in the request's language and content status, with links and image
// sizes of the asset ladder; failing calls become the spec's error keys.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASSET_DIMENSIONS, BasePath, ContentApiPath, LocalApiPath } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '@casino/demo-platform';
import { demoPortalConfig } from '../runtime/portal-config.ts';
import type { Locale } from '@casino/core';
import { pageRequestFor } from '../request-context.testing.ts';
import type { PortalConfig } from '../runtime/portal-config.ts';
import { loadLobby } from './lobby-data.server.ts';
import type { LobbyWidgetView } from './lobby-views.ts';
import { isGuestList } from './lobby-widgets-view.server.ts';
import { compactTiles } from './compact-games.ts';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ port: 0, seed: 11, size: 300 });
}, 60_000);
afterAll(() => platform?.close());

/** The request context of the lobby in that language and mode, as the root's middleware makes it. */
const lobbyRequest = ({
  locale = 'cs',
  preview = false,
  config,
}: { readonly locale?: Locale; readonly preview?: boolean; readonly config?: PortalConfig } = {}) =>
  pageRequestFor(`http://portal.test${locale === 'en' ? '/en' : ''}${preview ? '/preview' : ''}`, config ?? demoPortalConfig(platform.origin));

const games = (widgets: readonly LobbyWidgetView[]) => widgets.flatMap((widget) => (widget.kind === 'games' ? [widget] : []));
const ladder: ReadonlySet<number> = new Set(ASSET_DIMENSIONS);

describe('the casino lobby', () => {
  it('has every widget type of its layout, games rows only of fixed lists, Top 10 cut to ten', async () => {
    const lobby = await loadLobby(await lobbyRequest(), 'Casino');
    const kinds = new Set(lobby.widgets.map((widget) => widget.kind));
    for (const kind of ['carousel', 'games', 'links', 'html', 'jackpots', 'providers', 'video', 'winners']) expect(kinds).toContain(kind);
    const rows = games(lobby.widgets);
    expect(rows[0]).toMatchObject({ title: 'Top 10 týdne', layout: 'Top10' });
    expect(compactTiles(rows[0]!.games)).toHaveLength(10);
    expect(new Set(rows.map((row) => row.layout))).toEqual(new Set(['Top10', 'Default', 'DoubleRow', 'Landscape', 'Portrait', 'LargeOnMobile']));
    const guestTitles = new Set(
      platform.world.categories.filter((category) => category.lobby === 'casino' && isGuestList(category)).map((category) => category.title),
    );
    for (const row of rows) expect(guestTitles.has(row.title)).toBe(true);
    const names = new Set(platform.world.games.map((game) => game.name));
    for (const tile of rows.flatMap((row) => compactTiles(row.games))) {
      expect(names.has(tile.name)).toBe(true);
      expect(tile.provider).not.toBe('');
      expect(tile.href).toBe(`/hra/${encodeURIComponent(tile.key)}`);
      expect(tile.imageUrl.startsWith(`${platform.origin}/content/assets/game-`)).toBe(true);
      expect(ladder.has(tile.width) && ladder.has(tile.height)).toBe(true);
      expect(tile.imageUrl).toContain(`width=${tile.width}`);
    }
    const winners = await lobby.winners;
    expect(winners && 'winners' in winners && winners.winners.length).toBeGreaterThan(0);
  });

  it('sanitises the HTML widget and formats the winners in Czech', async () => {
    const lobby = await loadLobby(await lobbyRequest(), 'Casino');
    const html = lobby.widgets.find((widget) => widget.kind === 'html');
    expect(html && 'sanitisedHtml' in html && html.sanitisedHtml).toContain('<h2>Online kasino</h2>');
    const winners = await lobby.winners;
    if (!winners || !('winners' in winners)) throw new Error('no winners');
    for (const winner of winners.winners) expect(winner.amount).toMatch(/Kč$/);
  });

  it('comes in English with /en links, and as drafts in preview', async () => {
    const lobby = await loadLobby(await lobbyRequest({ locale: 'en', preview: true }), 'Casino');
    const rows = games(lobby.widgets);
    expect(rows[0]!.title).toBe('Top 10 of the week');
    expect(compactTiles(rows[0]!.games)[0]!.href).toMatch(/^\/en\/preview\/hra\//);
    const layoutsCall = platform.requests.all().findLast((request) => request.path === BasePath.localApi + LocalApiPath.layouts);
    expect(layoutsCall?.query).toMatchObject({ locale: 'en', status: 'Draft' });
    await lobby.winners;
  });

  it('shows the spec error key in place of a widget whose call failed, and fails the page without its layout', async () => {
    platform.faults.add({ path: BasePath.localApi + LocalApiPath.carousels, status: 500 });
    platform.faults.add({ path: BasePath.localApi + LocalApiPath.videoWidgets, malformed: true });
    try {
      const lobby = await loadLobby(await lobbyRequest(), 'Casino');
      const errors = lobby.widgets.flatMap((widget) => (widget.kind === 'error' ? [widget.errorKey] : []));
      expect(errors).toEqual(['errors.failed-to-fetch-carousel', 'errors.failed-to-fetch-videos']);
      expect(games(lobby.widgets).length).toBeGreaterThan(3);
      await lobby.winners;
      platform.faults.add({ path: BasePath.contentApi + ContentApiPath.games, status: 503 });
      await expect(loadLobby(await lobbyRequest(), 'Casino')).rejects.toMatchObject({ errorKey: 'errors.failed-to-fetch-games' });
    } finally {
      platform.faults.clear();
    }
  }, 30_000);

  it('fails with the client error key when the platform is unreachable', async () => {
    await expect(loadLobby(await lobbyRequest({ config: demoPortalConfig('http://127.0.0.1:9') }), 'Casino')).rejects.toMatchObject({
      errorKey: 'errors.failed-to-fetch-layouts',
    });
  });
});

describe('the live lobby', () => {
  it('has the live layout: live rows with bet ranges, live providers only', async () => {
    const lobby = await loadLobby(await lobbyRequest(), 'Live');
    const rows = games(lobby.widgets);
    expect(rows.length).toBeGreaterThan(2);
    expect(rows[0]!.moreHref).toMatch(/^\/kasino-zive\/kategorie\//);
    expect(rows.flatMap((row) => compactTiles(row.games)).some((tile) => tile.detail?.endsWith('Kč'))).toBe(true);
    await lobby.winners;
  });
});
