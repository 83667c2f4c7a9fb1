// The platform's notifications over STOMP in Chromium (issue 23): a BALANCE notification updates the
// header's balance and is told to the page as a window event; a dropped connection is restored and
// the next notification arrives (LOGOUT: player-session.e2e.ts). A player call that fails says so in the
// spec's words where the spec has a toast, and leaves the page working.
import { afterEach, describe, expect, it } from 'vitest';
import { BasePath, GatewayPath, type InAppNotification } from '@casino/core';
import { PlayerNotificationsModel } from './models/player-notifications.model.ts';
import { notifyPlayer, realtimeSwitch } from './support/notify-player.ts';
import { useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const smoke = useSmokeSession(PlayerNotificationsModel);
const [DESKTOP, PHONE] = VIEWPORTS;
afterEach(() => smoke.servers.platform.faults.clear());

const realtime = (path: string, body?: unknown) => realtimeSwitch(smoke.servers.platform.origin, path, body);
const notifyDemo = (notification: InAppNotification) => notifyPlayer(smoke.servers.platform.origin, 'demo', notification);

const balance = (amount: number) => ({ type: 'casino_gaming', amount, currencyCode: 'CZK' });

describe('player notifications', () => {
  it('a balance notification updates the header and the page hears it; after a dropped connection the next one arrives', async () => {
    await smoke.withPage(DESKTOP, async (I, problems) => {
      const tokenRequests: string[] = [];
      I.page.on('request', (request) => {
        if (new URL(request.url()).pathname === BasePath.gateway + GatewayPath.notificationToken) tokenRequests.push(request.url());
      });
      await I.logInAs('demo', 'demo');
      await I.listenForBalanceEvents();

      await notifyDemo({ type: 'BALANCE', balance: balance(4322) });
      await I.seeBalanceText('4 322 Kč');
      expect(await I.balanceEvents()).toEqual([balance(4322)]);
      // The login's result carries the notification token: the player data does not fetch it again.
      expect(tokenRequests).toEqual([]);

      // A page load's session check fetches it once, and the socket it opens hears the next one.
      await I.reload();
      await I.listenForBalanceEvents();
      await notifyDemo({ type: 'BALANCE', balance: balance(5000) });
      await I.seeBalanceText('5 000 Kč');
      expect(tokenRequests).toHaveLength(1);

      // The platform drops every socket: the client reconnects, and the next notification arrives.
      await realtime('drop');
      await notifyDemo({ type: 'BALANCE', balance: balance(99) });
      await I.seeBalanceText('99,00 Kč');
      expect(problems.filter((problem) => !/notification|stomp|websocket|401/i.test(problem.text)).map((problem) => problem.text)).toEqual([]);
    });
  });
});

describe("the player's calls failing", () => {
  it('the eye toggle refused by the gateway says so and keeps the balance as it was; the balance failing at login leaves the name and a working page', async () => {
    await smoke.withPage(PHONE, async (I) => {
      await I.logInAs('demo', 'demo');
      const shown = await I.seeBalance();
      smoke.servers.platform.faults.add({ path: BasePath.gateway + GatewayPath.balanceVisibility, method: 'POST', status: 503 });
      await I.toggleBalance();
      await I.page.getByText('Zobrazení zůstatku se nepodařilo změnit.').waitFor({ state: 'visible' });
      await expect.poll(() => I.seeBalance()).toBe(shown);

      smoke.servers.platform.faults.add({ path: BasePath.gateway + GatewayPath.balances, status: 503 });
      await I.reload();
      await I.waitForRuntime();
      expect((await I.playerHeader()).name).toBe('demo');
      expect(await I.page.locator('header [data-player-balance]').count()).toBe(0);
      // The page goes on: a menu link still leads to its page.
      await I.page.getByRole('link', { name: 'Živé kasino' }).first().click();
      await I.page.waitForURL(/\/kasino-zive/);
    });
  });
});
