// The machines of what every page shows, with their real adapters: jackpots (and their ticker on the
// environment's frames), live winners of known games, web messages with dismissals kept in local
// storage, and the build poller noticing a build other than the page's. Each call's failure gives
// the spec's key and leaves the machine usable.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import {
  BasePath,
  ContentApiPath,
  DEFAULT_BUILD_POLL_INTERVAL_MS,
  FrontendApiPath,
  MessagingPath,
  WEB_MESSAGE_DISMISSALS_KEY,
  type SnackbarRequest,
} from '@casino/core';
import { buildUpdate, jackpots, liveWinners, webMessages } from '@casino/machines';
import type { DemoPlatform } from '@casino/demo-platform';
import { buildUpdateInput, provideBuildUpdate } from './build-update.ts';
import { jackpotsInput, provideJackpots } from './jackpots.ts';
import { provideLiveWinners } from './live-winners.ts';
import { provideWebMessages, webMessagesInput } from './web-messages.ts';
import { openBrowser, useDemoPlatform } from './testing/runtime-harness.ts';
import { addFault, clearFaults } from './testing/faults.ts';

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started));

describe('content machines against the demo platform', () => {
  it('jackpots load, tick upward on the animation clock, and a failed refetch keeps them', async () => {
    const browser = await openBrowser(platform);
    const actor = createActor(provideJackpots(browser.runtime), { input: jackpotsInput(browser.runtime) });
    const shown: string[] = [];
    actor.on('snackbar.show', ({ message }) => shown.push(message.title));
    actor.start();
    const loaded = await waitFor(actor, (state) => !jackpots.connect(state).loading);
    const view = jackpots.connect(loaded);
    expect(view.jackpots.length).toBe(platform.world.jackpots.length);
    const first = view.jackpots[0]!.levels[0]!.value;
    await waitFor(actor, (state) => jackpots.connect(state).jackpots[0]!.levels[0]!.value > first, { timeout: 15_000 });
    await addFault(platform, { path: BasePath.contentApi + ContentApiPath.jackpots, status: 503 });
    try {
      actor.send({ type: 'jackpots.refresh', now: Date.now(), force: true });
      await waitFor(actor, () => shown.length > 0);
    } finally {
      await clearFaults(platform);
    }
    expect(shown).toEqual(['errors.failed-to-fetch-jackpots']);
    expect(jackpots.connect(actor.getSnapshot()).jackpots.length).toBe(platform.world.jackpots.length);
    actor.stop();
  });

  it('live winners are those of games the catalogue knows; a failure offers Try again', async () => {
    const browser = await openBrowser(platform);
    const games = platform.world.games;
    const actor = createActor(provideLiveWinners(browser.runtime, () => games));
    const shown: SnackbarRequest[] = [];
    actor.on('snackbar.show', ({ message }) => shown.push(message));
    // Twice: a failed read is retried once by the HTTP layer.
    await addFault(platform, { path: BasePath.frontendApi + FrontendApiPath.liveWinners, status: 500, times: 2 });
    actor.start();
    await waitFor(actor, () => shown.length > 0);
    expect(shown[0]?.title).toBe('errors.failed-to-fetch-live-winners');
    shown[0]?.action?.();
    const loaded = await waitFor(actor, (state) => liveWinners.connect(state).winners.length > 0);
    const codes = new Set(games.map((game) => game.gameCode));
    expect(liveWinners.connect(loaded).winners.every((winner) => codes.has(winner.gameCode))).toBe(true);
    actor.stop();
  });

  it('web messages for the platform; a dismissal is kept in local storage for the next page', async () => {
    const browser = await openBrowser(platform);
    const first = createActor(provideWebMessages(browser.runtime), { input: webMessagesInput(browser.runtime) });
    first.start();
    const loaded = await waitFor(first, (state) => !webMessages.connect(state).loading);
    const visible = webMessages.connect(loaded).visible;
    expect(visible.length).toBeGreaterThan(0);
    expect(platform.requests.all().findLast((request) => request.path === BasePath.messaging + MessagingPath.webMessages)?.query['target']).toBe('desktop');
    first.send({ type: 'web-messages.dismiss', id: visible[0]!.id, now: Date.now() });
    expect(browser.env.localStorage.getItem(WEB_MESSAGE_DISMISSALS_KEY)).toContain(visible[0]!.id);
    const next = createActor(provideWebMessages(browser.runtime), { input: webMessagesInput(browser.runtime) });
    next.start();
    const again = await waitFor(next, (state) => !webMessages.connect(state).loading);
    expect(webMessages.connect(again).visible.map((message) => message.id)).not.toContain(visible[0]!.id);
  });

  it('a corrupt dismissal record reads as none', async () => {
    const browser = await openBrowser(platform);
    browser.env.localStorage.setItem(WEB_MESSAGE_DISMISSALS_KEY, '{"a": "yesterday"');
    expect(webMessagesInput(browser.runtime).dismissedAt).toEqual({});
  });

  it("the build poller notices a build other than the page's", async () => {
    const browser = await openBrowser(platform, { config: { buildId: 'an-old-build' } });
    const clock = new SimulatedClock();
    const actor = createActor(provideBuildUpdate(browser.runtime), { input: buildUpdateInput(browser.runtime), clock });
    const available: string[] = [];
    actor.on('build-update.available', ({ id }) => available.push(id));
    actor.start();
    clock.increment(DEFAULT_BUILD_POLL_INTERVAL_MS);
    await waitFor(actor, (state) => buildUpdate.connect(state).updateAvailable);
    expect(available).toHaveLength(1);
    expect(available[0]).not.toBe('an-old-build');
    actor.stop();
  });
});
