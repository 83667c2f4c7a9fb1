// Game details' data against the demo platform: the table in cs-CZ with RTP to 2 decimals, tags
// only of the configured groups and at most three each, Demo only when demo is enabled, the 404 of
// an unknown code, the details call's failure kept in place of the description, and the details
// over a page answering their failures as data (the page itself fails the one way).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BasePath, ContentApiPath, ErrorKey, LocalApiPath, MAX_TAGS_PER_GROUP } from '@casino/core';
import { startDemoPlatform, type DemoPlatform } from '@casino/demo-platform';
import { demoPortalConfig } from '../runtime/portal-config.ts';
import { pageRequestFor } from '../request-context.testing.ts';
import { CatalogueNotFound, type CatalogueRequest } from '../catalogue/page-request.server.ts';
import { loadGameDetails } from './game-details-data.server.ts';
import { loadDetailsOverPage } from './game-details-over-page.server.ts';
import { DETAILS_OVERLAY_PARAM } from './game-details-view.ts';

let platform: DemoPlatform;
beforeAll(async () => {
  platform = await startDemoPlatform({ port: 0, seed: 11, size: 300, testSwitches: true });
}, 60_000);
afterAll(() => platform?.close());
afterEach(() => platform?.faults.clear());

/** The page's request, or the dialog's data request for it (`/hra/x.data?over=1`). */
const request = async (gameCode: string, over = false): Promise<CatalogueRequest> => ({
  ...(await pageRequestFor(`http://portal.test/hra/${gameCode}${over ? `.data?${DETAILS_OVERLAY_PARAM}=1` : ''}`, demoPortalConfig(platform.origin))),
  params: { game: gameCode },
});

const gameWhere = (predicate: (game: DemoPlatform['world']['games'][number]) => boolean) => {
  const game = platform.world.games.find(predicate);
  if (game === undefined) throw new Error('no such game in the world');
  return game;
};

describe('game details data', () => {
  it('gives the table in cs-CZ, RTP with 2 decimals, capped tags with links, the head of the game and Demo only with demo', async () => {
    const game = gameWhere((each) => each.demoEnabled && typeof each.rtp === 'number' && each.collections.length > 0);
    const { details, seo } = await loadGameDetails(await request(game.gameCode), game.gameCode);
    expect(details.name).toBe(game.name);
    expect(details.rtp).toBe(`${game.rtp!.toFixed(2).replace('.', ',')}\u00a0%`);
    expect(details.betRange).toMatch(/Kč – .*Kč$/);
    expect(details.demoHref).toBe(`/play/${game.gameCode}/demo`);
    expect(details.playHref).toBe(`/play/${game.gameCode}/real`);
    for (const group of details.tags) expect(group.tags.length).toBeLessThanOrEqual(MAX_TAGS_PER_GROUP);
    expect(details.tags.find((group) => group.group === 'collections')?.tags[0]?.href).toMatch(/^\/zanr\//);
    expect(seo.title).toBe(`${game.name} | Kasino Demo`);
    expect(seo.ogImage.url).toContain(`game-${game.gameCode}-landscape`);

    const noDemo = gameWhere((each) => !each.demoEnabled);
    expect((await loadGameDetails(await request(noDemo.gameCode), noDemo.gameCode)).details.demoHref).toBeNull();
  });

  it('an unknown code names nothing (the page answers 404)', async () => {
    await expect(loadGameDetails(await request('no-such-game'), 'no-such-game')).rejects.toBeInstanceOf(CatalogueNotFound);
  });

  it('a failed details call keeps the rest, with errors.unable-to-details in place of the description', async () => {
    const game = gameWhere((each) => each.demoEnabled);
    platform.faults.add({ path: `${BasePath.localApi}${LocalApiPath.gameDetails(game.gameCode)}`, status: 503 });
    const { details } = await loadGameDetails(await request(game.gameCode), game.gameCode);
    expect(details.name).toBe(game.name);
    expect(details.info).toBeNull();
    expect(details.infoError).toBe(ErrorKey.unableToDetails);
  });

  it('over a page, failures are the answer: not found, or errors.unable-to-details when the catalogue fails', async () => {
    const unknown = await request('no-such-game', true);
    expect(await loadDetailsOverPage(unknown, () => loadGameDetails(unknown, 'no-such-game'))).toEqual({ unavailable: 'not-found' });
    const game = gameWhere((each) => each.demoEnabled);
    const over = await request(game.gameCode, true);
    platform.faults.add({ path: `${BasePath.contentApi}${ContentApiPath.games}`, status: 503 });
    expect(await loadDetailsOverPage(over, () => loadGameDetails(over, game.gameCode))).toEqual({ unavailable: ErrorKey.unableToDetails });
    // The page's own request is not the overlay's, even with the flag: it fails the page's way.
    expect(loadDetailsOverPage(await request(game.gameCode), () => Promise.resolve(1))).toBeNull();
    const document = await pageRequestFor(`http://portal.test/hra/${game.gameCode}?${DETAILS_OVERLAY_PARAM}=1`, demoPortalConfig(platform.origin));
    expect(loadDetailsOverPage({ ...document, params: { game: game.gameCode } }, () => Promise.resolve(1))).toBeNull();
  });
});
