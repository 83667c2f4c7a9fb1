// The player data with its real loaders: every part loads for a logged-in player; a part whose
// route fails reports its own short error (core's PLAYER_DATA_ERRORS) while the others load, and a
// refresh of that part recovers it; the balance toggle saves through the gateway.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { Gateway } from '@casino/api-clients';
import { BasePath, GatewayPath, PLAYER_DATA_ERRORS, PLAYER_DATA_PARTS, type PlayerDataPart } from '@casino/core';
import { playerData } from '@casino/machines';
import type { DemoPlatform } from '@casino/demo-platform';
import { providePlayerData } from './player-data.ts';
import { accountOf, useDemoPlatform, type Browser } from './testing/runtime-harness.ts';
import { addFault, clearFaults } from './testing/faults.ts';
import { loggedInBrowser } from './testing/logged-in-browser.ts';

let platform: DemoPlatform;
let browser: Browser;
useDemoPlatform(async (started) => {
  platform = started;
  browser = await loggedInBrowser(platform, 'demo');
});

/** The route each part's loader calls. */
const ROUTE: Readonly<Record<PlayerDataPart, string>> = {
  balances: BasePath.gateway + GatewayPath.balances,
  balanceVisibility: BasePath.gateway + GatewayPath.balanceVisibility,
  info: BasePath.gateway + GatewayPath.playerInfo,
  overview: BasePath.gateway + GatewayPath.clientOverview,
  messages: `${BasePath.platform}/waiting-messages`,
  gamingBonuses: BasePath.gateway + GatewayPath.gamingBonuses,
  bonuses: BasePath.gateway + GatewayPath.bonuses,
  bonusTemplates: BasePath.gateway + GatewayPath.optedInBonusTemplates,
  tags: BasePath.gateway + GatewayPath.marketingTags,
  notificationToken: BasePath.gateway + GatewayPath.notificationToken,
};

const start = () => {
  const actor = createActor(providePlayerData(browser.runtime), { input: { username: 'demo' } });
  actor.start();
  return actor;
};

const settledAll = (actor: ReturnType<typeof start>) => waitFor(actor, (state) => PLAYER_DATA_PARTS.every((part) => !state.matches({ [part]: 'loading' })));

describe('player data against the demo platform', () => {
  it('loads every part of the demo player', async () => {
    const view = playerData.connect(await settledAll(start()));
    const demo = accountOf(platform, 'demo');
    expect(view.errors).toEqual([]);
    expect(view.balance).toEqual(demo.balances[0]);
    expect(view.info).toMatchObject({ username: 'demo', userId: demo.info.userId });
    // The platform answers the start of this gateway session (the regulatory timer's), an ISO time.
    expect(Date.parse(view.overview?.firstLoginTimestampZoned ?? '')).toBeGreaterThan(0);
    expect(view.messages.length).toBeGreaterThan(0);
    expect(view.bonuses.length).toBe(
      demo.bonuses.filter((bonus) => !['declined', 'cancelled', 'expired', 'completed'].includes(bonus.status.toLowerCase())).length,
    );
    expect(view.bonusTemplateOptIns).toEqual(demo.bonusTemplateOptIns);
    expect(view.tagNameOptIn).toEqual(demo.tagNameOptIn);
    expect(Object.keys(view.gamingBonuses.freeSpins).length).toBeGreaterThan(0);
  });

  for (const part of PLAYER_DATA_PARTS) {
    it(`reports ${PLAYER_DATA_ERRORS[part]} when the ${part} route fails, loads the rest, and recovers on refresh`, async () => {
      await addFault(platform, { path: ROUTE[part], status: 503 });
      const actor = start();
      try {
        const view = playerData.connect(await settledAll(actor));
        expect(view.errors).toEqual([PLAYER_DATA_ERRORS[part]]);
        expect(actor.getSnapshot().matches({ [part]: 'failed' })).toBe(true);
      } finally {
        await clearFaults(platform);
      }
      actor.send({ type: 'player-data.refresh', parts: [part] });
      const recovered = await waitFor(actor, (state) => state.matches({ [part]: 'loaded' }));
      expect(playerData.connect(recovered).errors).toEqual([]);
    });
  }

  it('saves the balance visibility and shows the saved value', async () => {
    const actor = start();
    await settledAll(actor);
    actor.send({ type: 'player-data.set-balance-visible', visible: false });
    const hidden = await waitFor(actor, (state) => state.matches({ visibilityToggle: 'idle' }) && !state.context.balanceVisible);
    expect(playerData.connect(hidden).balanceVisible).toBe(false);
    expect(await browser.runtime.api.run(Gateway.use((gateway) => gateway.balanceVisibility()))).toEqual({ balanceHidden: true });
    actor.send({ type: 'player-data.set-balance-visible', visible: true });
    await waitFor(actor, (state) => state.matches({ visibilityToggle: 'idle' }) && state.context.balanceVisible);
  });

  it('a failed visibility save keeps the old value and shows the spec key', async () => {
    const actor = start();
    await settledAll(actor);
    const shown: string[] = [];
    actor.on('snackbar.show', ({ message }) => shown.push(message.title));
    await addFault(platform, { path: ROUTE.balanceVisibility, method: 'POST', status: 500 });
    try {
      actor.send({ type: 'player-data.set-balance-visible', visible: false });
      await waitFor(actor, (state) => shown.length > 0 && state.matches({ visibilityToggle: 'idle' }));
    } finally {
      await clearFaults(platform);
    }
    expect(actor.getSnapshot().context.balanceVisible).toBe(true);
    expect(shown).toEqual(['errors.unable-to-update-balance-visibility']);
  });
});
