// bonuses with their real adapters: a pending bonus accepted or declined through the platform
// script, template opt-in and opt-out and a tag opt-in through the gateway; a refused confirmation
// and a failed opt-in show the spec's keys and leave the lists as the server has them.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { Gateway } from '@casino/api-clients';
import { BasePath, GatewayPath } from '@casino/core';
import { bonuses } from '@casino/machines';
import type { DemoPlatform } from '@casino/demo-platform';
import { provideBonuses } from './bonuses.ts';
import { useDemoPlatform, type Browser } from './testing/runtime-harness.ts';
import { addFault, clearFaults } from './testing/faults.ts';
import { loggedInBrowser } from './testing/logged-in-browser.ts';

let platform: DemoPlatform;
let browser: Browser;
useDemoPlatform(async (started) => {
  platform = started;
  browser = await loggedInBrowser(platform, 'demo');
});

const serverState = () => browser.runtime.api.run(Gateway.use((gateway) => gateway.optedInBonusTemplates()));

const startBonuses = async () => {
  const optIns = await serverState();
  const actor = createActor(provideBonuses(browser.runtime), { input: { loggedIn: true, bonusTemplateOptIns: optIns } });
  const shown: string[] = [];
  actor.on('snackbar.show', ({ message }) => shown.push(message.title));
  actor.start();
  return { actor, shown };
};

const idle = (actor: Awaited<ReturnType<typeof startBonuses>>['actor']) => waitFor(actor, (state) => state.matches('idle'));

describe('bonuses against the demo platform', () => {
  it('accepts a pending bonus: the platform records it and the machine says so', async () => {
    const { actor, shown } = await startBonuses();
    const confirmed: unknown[] = [];
    actor.on('bonuses.confirmed', (event) => confirmed.push(event));
    actor.send({ type: 'bonuses.confirm', bonusId: 'B-1003', action: 'accept' });
    await idle(actor);
    expect(confirmed).toEqual([{ type: 'bonuses.confirmed', bonusId: 'B-1003', action: 'accept' }]);
    expect(shown).toEqual([]);
    const all = await browser.runtime.api.run(Gateway.use((gateway) => gateway.bonuses()));
    expect(all.find((bonus) => bonus.id === 'B-1003')?.status).toBe('Accepted');
  });

  it('declines a pending bonus: the platform records it and the machine says so', async () => {
    // The demo platform records the last decision on its one pending bonus, whatever came before.
    const { actor, shown } = await startBonuses();
    const confirmed: unknown[] = [];
    actor.on('bonuses.confirmed', (event) => confirmed.push(event));
    actor.send({ type: 'bonuses.confirm', bonusId: 'B-1003', action: 'decline' });
    await idle(actor);
    expect(confirmed).toEqual([{ type: 'bonuses.confirmed', bonusId: 'B-1003', action: 'decline' }]);
    expect(shown).toEqual([]);
    // A declined bonus is finished: the player's bonuses no longer list it.
    const all = await browser.runtime.api.run(Gateway.use((gateway) => gateway.bonuses()));
    expect(all.map((bonus) => bonus.id)).not.toContain('B-1003');
    expect(all.length).toBeGreaterThan(0);
  });

  it('a bonus the platform does not know is refused: errors.unable-to-confirm-bonus', async () => {
    const { actor, shown } = await startBonuses();
    actor.send({ type: 'bonuses.confirm', bonusId: 'no-such-bonus', action: 'decline' });
    await idle(actor);
    expect(shown).toEqual(['errors.unable-to-confirm-bonus']);
  });

  it('opts in to a template and out again; the server agrees each time', async () => {
    const { actor, shown } = await startBonuses();
    actor.send({ type: 'bonuses.opt-in', templateCode: 'RUNTIME_TEST' });
    await idle(actor);
    expect(bonuses.connect(actor.getSnapshot()).bonusTemplateOptIns).toContainEqual({ templateCode: 'RUNTIME_TEST' });
    expect(await serverState()).toContainEqual({ templateCode: 'RUNTIME_TEST' });
    actor.send({ type: 'bonuses.opt-out', templateCode: 'RUNTIME_TEST' });
    await idle(actor);
    expect(bonuses.connect(actor.getSnapshot()).bonusTemplateOptIns).not.toContainEqual({ templateCode: 'RUNTIME_TEST' });
    expect(await serverState()).not.toContainEqual({ templateCode: 'RUNTIME_TEST' });
    expect(shown).toEqual([]);
  });

  it('opts in to a promotion tag through the marketing tags', async () => {
    const { actor } = await startBonuses();
    actor.send({ type: 'bonuses.tag-opt-in', tagName: 'runtime-tag' });
    await idle(actor);
    const tags = await browser.runtime.api.run(Gateway.use((gateway) => gateway.marketingTags()));
    expect(tags).toContainEqual({ name: 'runtime-tag' });
  });

  it('a failed opt-in shows its key and changes nothing', async () => {
    const { actor, shown } = await startBonuses();
    const before = bonuses.connect(actor.getSnapshot()).bonusTemplateOptIns;
    await addFault(platform, { path: BasePath.gateway + GatewayPath.optInToBonusTemplate, status: 500 });
    try {
      actor.send({ type: 'bonuses.opt-in', templateCode: 'NEVER' });
      await idle(actor);
    } finally {
      await clearFaults(platform);
    }
    expect(shown).toEqual(['errors.unable-to-optin-to-bonus-template']);
    expect(bonuses.connect(actor.getSnapshot()).bonusTemplateOptIns).toEqual(before);
    // Still usable.
    actor.send({ type: 'bonuses.opt-out', templateCode: 'NEVER' });
    await idle(actor);
    expect(shown).toEqual(['errors.unable-to-optin-to-bonus-template']);
  });
});
