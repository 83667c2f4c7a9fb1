// The wiring between machines, with the real adapters against the demo platform: a visitor starts
// no player machine; a login starts the bonuses, regulatory timer, panic button and notification
// socket and the favourites follow; after a LOGOUT notification (the platform ended the session)
// everything personal is cleared and the player machines stop; every machine's snackbar request
// reaches the one host.
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { PlatformScript } from '@casino/api-clients';
import { BasePath, GatewayPath } from '@casino/core';
import { bonuses, favourites, notifications, regulatoryTimer, snackbar } from '@casino/machines';
import type { DemoPlatform } from '@casino/demo-platform';
import { PLAYER_MACHINE_IDS } from './on-demand-table.ts';
import { SystemId } from './system-ids.ts';
import { accountOf, openBrowser, platformLogin, useDemoPlatform, startSystem } from '../testing/runtime-harness.ts';
import { addFault, clearFaults } from '../testing/faults.ts';

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started));

const FAVOURITES_LAYOUT = [{ id: 'fav', type: 'Favourites' as const }];

describe('the portal root against the demo platform', () => {
  it('a login starts the player machines and brings the favourites; a LOGOUT notification stops them all', { timeout: 30_000 }, async () => {
    const browser = await openBrowser(platform);
    const system = startSystem(browser);
    system.setLayout(FAVOURITES_LAYOUT);
    const favouritesMachine = (await system.open(SystemId.favourites)).actor;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(system.runningOnDemand()).toEqual([SystemId.favourites]);
    await platformLogin(browser, accountOf(platform, 'demo'));
    system.get(SystemId.auth).send({ type: 'auth.authenticate' });

    const lists = await waitFor(favouritesMachine, (state) => state.matches({ player: { favourites: { loaded: 'idle' } } }), { timeout: 15_000 });
    expect(favourites.connect(lists).favourites.length).toBe(accountOf(platform, 'demo').favourites.length);
    await expect.poll(() => [...system.runningOnDemand()].sort()).toEqual([SystemId.favourites, ...PLAYER_MACHINE_IDS].sort());
    // A screen's reads, let go at once: the session holds the machines.
    const [bonusesMachine, timer, socket] = await Promise.all([
      system.open(SystemId.bonuses),
      system.open(SystemId.regulatoryTimer),
      system.open(SystemId.notifications),
    ]);
    [bonusesMachine, timer, socket].forEach((read) => read.close());
    await waitFor(bonusesMachine.actor, (state) => bonuses.connect(state).badgeCount > 0);
    await waitFor(timer.actor, (state) => regulatoryTimer.connect(state).running);
    await waitFor(socket.actor, (state) => notifications.connect(state).status === 'connected', { timeout: 15_000 });

    // The player logs out of every session from another browser: the platform ends them all and
    // tells this page's socket.
    const elsewhere = await openBrowser(platform);
    await platformLogin(elsewhere, accountOf(platform, 'demo'));
    await elsewhere.runtime.api.run(PlatformScript.use((p) => p.logout({ allSessions: 1 })));
    await waitFor(system.get(SystemId.auth), (state) => state.matches('guest'), { timeout: 15_000 });
    await waitFor(favouritesMachine, (state) => state.matches('guest'));
    expect(favourites.connect(favouritesMachine.getSnapshot())).toMatchObject({ loggedIn: false, favourites: [] });
    await expect.poll(() => system.runningOnDemand()).toEqual([SystemId.favourites]);
    expect([bonusesMachine, timer, socket].map((read) => read.actor.getSnapshot().status)).toEqual(['stopped', 'stopped', 'stopped']);
    system.stop();
  });

  it('tells the session machines a layout once, however many rows tell it', async () => {
    const browser = await openBrowser(platform);
    const system = startSystem(browser);
    const picks = (await system.open(SystemId.recommendations)).actor;
    let changes = 0;
    const subscription = picks.subscribe(() => (changes += 1));
    const told = () => changes;
    for (let row = 0; row < 3; row += 1) system.setLayout([{ id: 'liked', type: 'BecauseYouLikeInternal' }]);
    expect(told()).toBe(1);
    // Another layout, then the first again (the lobby left and visited again): each is told.
    system.setLayout([]);
    system.setLayout([{ id: 'liked', type: 'BecauseYouLikeInternal' }]);
    expect(told()).toBe(3);
    subscription.unsubscribe();
    system.stop();
  });

  it(
    'starts no machine on demand that nothing reads, and only the player machines at a login; one read after it starts logged in',
    { timeout: 30_000 },
    async () => {
      const browser = await openBrowser(platform);
      const system = startSystem(browser);
      system.setLayout(FAVOURITES_LAYOUT);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(system.runningOnDemand()).toEqual([]);
      await platformLogin(browser, accountOf(platform, 'demo'));
      system.get(SystemId.auth).send({ type: 'auth.authenticate' });
      await expect.poll(() => [...system.runningOnDemand()].sort(), { timeout: 15_000 }).toEqual([...PLAYER_MACHINE_IDS].sort());
      expect(platform.requests.all().filter((request) => /jackpots|favourite/i.test(request.path))).toEqual([]);

      const first = await system.open(SystemId.favourites);
      const second = await system.open(SystemId.favourites);
      expect(second.actor).toBe(first.actor);
      const lists = await waitFor(first.actor, (state) => state.matches({ player: { favourites: { loaded: 'idle' } } }), { timeout: 15_000 });
      expect(favourites.connect(lists).favourites.length).toBe(accountOf(platform, 'demo').favourites.length);
      first.close();
      expect(system.runningOnDemand()).toContain(SystemId.favourites);
      second.close();
      expect(system.runningOnDemand()).not.toContain(SystemId.favourites);
      expect(first.actor.getSnapshot().status).toBe('stopped');
      system.stop();
    },
  );

  it("a child's failure and the player data's own reach the one snackbar host", async () => {
    const browser = await openBrowser(platform);
    const system = startSystem(browser);
    await platformLogin(browser, accountOf(platform, 'novy'));
    await addFault(platform, { path: BasePath.gateway + GatewayPath.balanceVisibility, method: 'POST', status: 500 });
    try {
      system.get(SystemId.auth).send({ type: 'auth.authenticate' });
      await waitFor(system.get(SystemId.auth), (state) => state.matches('authenticated'));
      const data = system.get(SystemId.auth).getSnapshot().children.playerData!;
      await waitFor(data, (state) => state.matches({ balanceVisibility: 'loaded' }));
      data.send({ type: 'player-data.set-balance-visible', visible: false });
      const host = await waitFor(system.get(SystemId.snackbar), (state) => snackbar.connect(state).count > 0);
      expect(snackbar.connect(host).messages.map((message) => message.title)).toEqual(['errors.unable-to-update-balance-visibility']);
    } finally {
      await clearFaults(platform);
      system.stop();
    }
  });
});

describe('the panic button through the root', () => {
  it('blocks the player, whose overview then carries the reason code, and the browser leaves', async () => {
    const browser = await openBrowser(platform);
    const system = startSystem(browser);
    await platformLogin(browser, accountOf(platform, 'limit'));
    system.get(SystemId.auth).send({ type: 'auth.authenticate' });
    await waitFor(system.get(SystemId.auth), (state) => state.matches('authenticated'));
    const panic = (await system.open(SystemId.panic)).actor;
    panic.send({ type: 'panic.click' });
    panic.send({ type: 'panic.confirm' });
    await waitFor(panic, (state) => state.status === 'done', { timeout: 10_000 });
    expect(browser.env.redirects).toEqual([browser.config.responsibleGamingUrl]);
    expect(browser.env.tracked.map((event) => (event as { step?: string }).step)).toEqual(['start', 'confirm', 'block']);
    system.stop();
  });
});
