// favourites with their real adapters: the lists the layout needs load at login; a toggle adds to
// the front or removes once the server agrees; a failed toggle keeps the list and shows its key.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { BasePath, GatewayPath } from '@casino/core';
import { Gateway } from '@casino/api-clients';
import { favourites } from '@casino/machines';
import type { DemoPlatform } from '@casino/demo-platform';
import { provideFavourites } from './favourites.ts';
import { useDemoPlatform, type Browser } from './testing/runtime-harness.ts';
import { addFault, clearFaults } from './testing/faults.ts';
import { loggedInBrowser } from './testing/logged-in-browser.ts';

let platform: DemoPlatform;
let browser: Browser;
useDemoPlatform(async (started) => {
  platform = started;
  browser = await loggedInBrowser(platform, 'demo');
});

const ALL_LISTS = [{ type: 'Favourites' as const }, { type: 'MostPlayed' as const }, { type: 'RecentWins' as const }];

const start = () => {
  const actor = createActor(provideFavourites(browser.runtime));
  const shown: string[] = [];
  actor.on('snackbar.show', ({ message }) => shown.push(message.title));
  actor.start();
  actor.send({ type: 'favourites.login', categories: ALL_LISTS });
  return { actor, shown };
};

const ready = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (state) => state.matches({ player: { favourites: { loaded: 'idle' } } }));
const serverFavourites = async () => (await browser.runtime.api.run(Gateway.use((gateway) => gateway.favourites()))).map((entry) => entry.gameType);

describe('favourites against the demo platform', () => {
  it('loads the three lists the layout needs', async () => {
    const { actor } = start();
    await waitFor(actor, (state) => ['favourites', 'playerGames', 'recentResults'].every((list) => state.matches({ player: { [list]: 'loaded' } })));
    const view = favourites.connect(actor.getSnapshot());
    expect(view.favourites).toEqual(await serverFavourites());
    expect(view.playerGames.map((record) => record.gameType)).toEqual(
      (await browser.runtime.api.run(Gateway.use((gateway) => gateway.playerGames()))).map((record) => record.gameType),
    );
    expect(view.recentWins.length).toBeGreaterThan(0);
  });

  it('adds a game to the front and removes it, each after the server agreed', async () => {
    const { actor, shown } = start();
    await ready(actor);
    const game = platform.world.games.find((candidate) => !favourites.connect(actor.getSnapshot()).isFavourite(candidate.gameCode))!;
    actor.send({ type: 'favourites.toggle', gameCode: game.gameCode });
    await ready(actor);
    expect(favourites.connect(actor.getSnapshot()).favourites[0]).toBe(game.gameCode);
    expect(await serverFavourites()).toContain(game.gameCode);
    actor.send({ type: 'favourites.toggle', gameCode: game.gameCode });
    await ready(actor);
    expect(favourites.connect(actor.getSnapshot()).favourites).not.toContain(game.gameCode);
    expect(await serverFavourites()).not.toContain(game.gameCode);
    expect(shown).toEqual([]);
  });

  it('a failed add keeps the list and shows errors.unable-to-favorite-game', async () => {
    const { actor, shown } = start();
    await ready(actor);
    const before = favourites.connect(actor.getSnapshot()).favourites;
    const game = platform.world.games.find((candidate) => !before.includes(candidate.gameCode))!;
    await addFault(platform, { path: BasePath.gateway + GatewayPath.favorites, method: 'POST', status: 503 });
    try {
      actor.send({ type: 'favourites.toggle', gameCode: game.gameCode });
      await waitFor(actor, () => shown.length > 0);
    } finally {
      await clearFaults(platform);
    }
    await ready(actor);
    expect(shown).toEqual(['errors.unable-to-favorite-game']);
    expect(favourites.connect(actor.getSnapshot()).favourites).toEqual(before);
  });

  it('a list that fails to load offers a retry that loads it', async () => {
    await addFault(platform, { path: BasePath.gateway + GatewayPath.gameResults, status: 503, times: 1 });
    const { actor, shown } = start();
    await waitFor(actor, (state) => state.matches({ player: { recentResults: 'failed' } }));
    expect(shown).toContain('errors.failed-to-fetch-recent-game-results');
    actor.send({ type: 'favourites.retry', list: 'recentResults' });
    await waitFor(actor, (state) => state.matches({ player: { recentResults: 'loaded' } }));
  });
});
