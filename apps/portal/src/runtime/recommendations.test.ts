// Recommendations with their real adapters: a refresh draws from the environment's randomness;
// the personalised picks come from the marketing service, are kept in local storage for the player,
// are read from there while fresh, and stand in when the service fails.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { BasePath, LocalApiPath } from '@casino/core';
import { recommendations } from '@casino/machines';
import type { DemoPlatform } from '@casino/demo-platform';
import { provideRecommendations } from './recommendations.ts';
import { openBrowser, useDemoPlatform, type Browser } from './testing/runtime-harness.ts';
import { addFault, clearFaults } from './testing/faults.ts';

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started));

const PICKS_PATH = BasePath.localApi + LocalApiPath.personalisedGames;

const start = (browser: Browser) => {
  const games = platform.world.games;
  const actor = createActor(provideRecommendations(browser.runtime), {
    input: {
      games,
      categories: [
        { id: 'like', type: 'BecauseYouLikeInternal', seed: games[0]!.gameCode },
        { id: 'played', type: 'BecauseYouPlayedInternal', seed: games[1]!.gameCode },
        { id: 'picks', type: 'BloomreachPersonalized' },
      ],
    },
  });
  const shown: string[] = [];
  actor.on('snackbar.show', ({ message }) => shown.push(message.title));
  actor.start();
  return { actor, shown };
};

const personalised = (actor: ReturnType<typeof start>['actor'], userId: string) => {
  actor.send({ type: 'recommendations.personalise', userId });
  return waitFor(actor, (state) => state.matches({ personalised: 'idle' }));
};

describe('recommendations against the demo platform', () => {
  it('refreshes a list around a seed drawn from the environment', async () => {
    const browser = await openBrowser(platform, { random: () => 0.5 });
    const { actor } = start(browser);
    const before = recommendations.connect(actor.getSnapshot()).categories[0]!.seed?.gameCode;
    actor.send({ type: 'recommendations.refresh', categoryId: 'like' });
    const after = await waitFor(actor, (state) => state.matches({ refresh: 'idle' }));
    const seed = recommendations.connect(after).categories[0]!.seed?.gameCode;
    expect(seed).toEqual(expect.any(String));
    expect(seed).not.toBe(before);
  });

  it('fetches the picks once, keeps them for the player, and reads them back while fresh', async () => {
    const browser = await openBrowser(platform);
    const first = start(browser);
    const before = platform.requests.count('POST', PICKS_PATH);
    const view = recommendations.connect(await personalised(first.actor, '100001'));
    expect(view.personalised.length).toBeGreaterThan(0);
    expect(platform.requests.count('POST', PICKS_PATH)).toBe(before + 1);
    // Another page of the same browser: the stored picks answer, no second request.
    const second = start(browser);
    expect(recommendations.connect(await personalised(second.actor, '100001')).personalised).toEqual(view.personalised);
    expect(platform.requests.count('POST', PICKS_PATH)).toBe(before + 1);
  });

  it('without stored picks a failing service shows its key; with stale ones they stand in', async () => {
    const browser = await openBrowser(platform, { now: () => 0 });
    await addFault(platform, { path: PICKS_PATH, status: 502 });
    try {
      const fresh = start(browser);
      await personalised(fresh.actor, '100002');
      expect(fresh.shown).toEqual(['errors.failed-to-fetch-personalized-games']);
    } finally {
      await clearFaults(platform);
    }
  });
});
