// Live winners, web messages, the build poller and cached personalised games against the demo platform.
import { Effect } from 'effect';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BasePath, BuildsPath, FrontendApiPath, LocalApiPath, MessagingPath } from '@casino/core';
import type { DemoPlatform } from '@casino/demo-platform';
import { BuildPoller } from '../src/build-poller/build-poller.ts';
import { LocalApi } from '../src/local-api/local-api.ts';
import { WebMessages } from '../src/web-messages/web-messages.ts';
import { LiveWinners } from '../src/winners/live-winners.ts';
import { openBrowser, SETUP_TIMEOUT_MS, startPlatform, type Browser } from './support/harness.ts';

let platform: DemoPlatform;
let browser: Browser;

const requestsTo = (path: string) => platform.requests.all().filter((request) => request.path === path);

beforeAll(async () => {
  platform = await startPlatform();
  browser = await openBrowser(platform);
}, SETUP_TIMEOUT_MS);
afterAll(() => platform.close());
beforeEach(() => {
  platform.requests.clear();
  platform.faults.clear();
});

describe('LiveWinners', () => {
  it('parses the JSON-string body and keeps only winners of known games, with their game', async () => {
    const world = platform.world;
    const known = world.games.filter((game) => world.winners.some((w) => w.gameCode === game.gameCode)).slice(0, 3);
    const winners = await browser.run(LiveWinners.use((w) => w.liveWinners('CZ', known)));
    const codes = new Set(known.map((game) => game.gameCode));
    expect(winners.map((w) => w.gameCode)).toEqual(world.winners.filter((w) => codes.has(w.gameCode)).map((w) => w.gameCode));
    for (const winner of winners) expect(winner.game.gameCode).toBe(winner.gameCode);
    expect(requestsTo(BasePath.frontendApi + FrontendApiPath.liveWinners)[0]?.query).toEqual({ country: 'CZ' });
  });

  it('gives every winner whose game is in the catalogue, none for another country', async () => {
    const all = await browser.run(LiveWinners.use((w) => w.liveWinners('CZ', platform.world.games)));
    expect(all.length).toBeGreaterThan(0);
    expect(await browser.run(LiveWinners.use((w) => w.liveWinners('SK', platform.world.games)))).toEqual([]);
  });

  it('reports a string that does not hold the list as a DecodeError', async () => {
    platform.faults.add({ path: BasePath.frontendApi + FrontendApiPath.liveWinners, body: JSON.stringify('[{"gameCode": 1}]') });
    const error = await browser.fail(LiveWinners.use((w) => w.liveWinners('CZ', platform.world.games)));
    expect(error).toMatchObject({ _tag: 'DecodeError', errorKey: 'errors.failed-to-fetch-live-winners' });
  });
});

describe('WebMessages', () => {
  it.each(['desktop', 'mobile', 'native'] as const)('gets the messages for target %s', async (target) => {
    const messages = await browser.run(WebMessages.use((w) => w.webMessages(target)));
    expect(messages.map((message) => message.id)).toEqual(platform.world.webMessages.map((message) => message.id));
    expect(requestsTo(BasePath.messaging + MessagingPath.webMessages)[0]?.query).toEqual({ target });
  });

  it('asks in the page’s language and gets the messages in it', async () => {
    const czech = platform.world.webMessages.find((message) => message.id === 'wm-bezpecnost');
    for (const [locale, text] of [
      ['cs', 'Nikdy nikomu nesdělujte své heslo.'],
      ['en', 'Never tell anyone your password.'],
    ] as const) {
      platform.requests.clear();
      browser.settings.locale = locale;
      const messages = await browser.run(WebMessages.use((w) => w.webMessages('desktop')));
      expect(requestsTo(BasePath.messaging + MessagingPath.webMessages)[0]?.headers['accept-language']).toBe(locale);
      expect(messages.find((message) => message.id === czech?.id)?.text).toBe(text);
    }
    browser.settings.locale = 'en';
  });
});

describe('BuildPoller', () => {
  it('reads the latest build with a timestamp query', async () => {
    const build = await browser.run(BuildPoller.use((b) => b.latest()));
    expect(build.id).toEqual(expect.any(String));
    expect(requestsTo(BasePath.builds + BuildsPath.latest)[0]?.query['timestamp']).toMatch(/^\d+$/);
  });

  it('detects a new build by its id', async () => {
    const { id } = await browser.run(BuildPoller.use((b) => b.latest()));
    expect(await browser.run(BuildPoller.use((b) => b.hasNewBuild(id)))).toBe(false);
    expect(await browser.run(BuildPoller.use((b) => b.hasNewBuild('an-older-build')))).toBe(true);
  });

  it('waits through failed polls until a build other than the running one appears', async () => {
    const path = BasePath.builds + BuildsPath.latest;
    platform.faults.add({ path, status: 503, times: 2 });
    platform.faults.add({ path, body: '{"id":"running"}', times: 2 });
    const build = await browser.run(BuildPoller.use((b) => b.waitForNewBuild('running', '5 millis')));
    expect(build.id).not.toBe('running');
    // One failed poll (its read and the read's retry take both 503s), two unchanged, then the new one.
    expect(requestsTo(path)).toHaveLength(2 + 2 + 1);
  });
});

describe('personalised games over the Local API', () => {
  const player = () => platform.world.players.find((p) => p.personalisedGames.length > 0)!;
  const PATH = BasePath.localApi + LocalApiPath.personalisedGames;

  // The cache rule (storedAt + duration, stale picks on failure) is the recommendations machine's;
  // the client is the raw call and the store.
  it("sends the player's id and answers the service's picks", async () => {
    const userId = player().info.userId;
    const picks = await browser.run(
      Effect.gen(function* () {
        return yield* (yield* LocalApi).personalisedGames({ customer_ids: { userId }, params: {} });
      }),
    );
    expect(picks.recommendations).toEqual(player().personalisedGames);
    expect(JSON.parse(requestsTo(PATH)[0]!.body)).toEqual({ customer_ids: { userId }, params: {} });
  });
});
