// Each gateway call names itself once (its span) and its failures carry that name as `call`; the
// calls the player data loads with carry core's PLAYER_DATA_ERRORS key of their part, the one key
// the player-data machine shows too.
import { Effect } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BasePath, GatewayPath, PLAYER_DATA_ERRORS, PLAYER_INFO_FIELDS, type PlayerDataPart } from '@casino/core';
import type { DemoPlatform } from '@casino/demo-platform';
import { Gateway, type GatewayShape } from '../src/gateway/gateway.ts';
import { logIn, openBrowser, playablePlayer, SETUP_TIMEOUT_MS, startPlatform, type Browser } from './support/harness.ts';

let platform: DemoPlatform;
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatform();
  browser = await openBrowser(platform);
  await logIn(browser, playablePlayer(platform));
}, SETUP_TIMEOUT_MS);
afterAll(() => platform.close());

/** The player-data part each loading call serves, its path, and how to call it. */
const LOADERS: readonly [PlayerDataPart, string, string, (gateway: GatewayShape) => Effect.Effect<unknown, unknown>][] = [
  ['balances', 'balances', GatewayPath.balances, (g) => g.balances()],
  ['balanceVisibility', 'balanceVisibility', GatewayPath.balanceVisibility, (g) => g.balanceVisibility()],
  ['info', 'playerInfo', GatewayPath.playerInfo, (g) => g.playerInfo({ requestedPlayerData: PLAYER_INFO_FIELDS })],
  ['overview', 'clientOverview', GatewayPath.clientOverview, (g) => g.clientOverview()],
  ['gamingBonuses', 'gamingBonuses', GatewayPath.gamingBonuses, (g) => g.gamingBonuses()],
  ['bonusTemplates', 'optedInBonusTemplates', GatewayPath.optedInBonusTemplates, (g) => g.optedInBonusTemplates()],
  ['tags', 'marketingTags', GatewayPath.marketingTags, (g) => g.marketingTags()],
  ['tags', 'playerTags', GatewayPath.playerTags, (g) => g.playerTags()],
  ['notificationToken', 'notificationToken', GatewayPath.notificationToken, (g) => g.notificationToken()],
];

describe('gateway error identity', () => {
  for (const [part, method, path, use] of LOADERS) {
    it(`Gateway.${method} fails as itself with the ${part} part's key`, async () => {
      platform.faults.add({ path: BasePath.gateway + path, status: 503 });
      try {
        const error = await browser.fail(Gateway.use(use));
        expect(error).toMatchObject({ _tag: 'HttpStatusError', call: `Gateway.${method}`, errorKey: PLAYER_DATA_ERRORS[part] });
      } finally {
        platform.faults.clear();
      }
    });
  }

  it('a call outside the loaders keeps its spec key and its own name', async () => {
    platform.faults.add({ path: BasePath.gateway + GatewayPath.favorites, status: 500 });
    try {
      const error = await browser.fail(Gateway.use((g) => g.favourites()));
      expect(error).toMatchObject({ call: 'Gateway.favourites', errorKey: 'errors.failed-to-fetch-favorites' });
    } finally {
      platform.faults.clear();
    }
  });
});
