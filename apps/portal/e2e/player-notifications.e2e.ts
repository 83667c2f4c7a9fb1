// The platform's notifications over STOMP in Chromium (issue 23): a BALANCE notification updates the
// header's balance and is told to the page as a window event; a dropped connection is restored and
// the next notification arrives; another tab's "log out everywhere" sends LOGOUT, which makes this
// page check its session again and become a visitor's.
import { describe, expect, it } from 'vitest';
import type { InAppNotification } from '@casino/core';
import { PlayerNotificationsModel } from './models/player-notifications.model.ts';
import { useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const smoke = useSmokeSession(PlayerNotificationsModel);
const [DESKTOP] = VIEWPORTS;

const realtime = (path: string, body?: unknown) =>
  fetch(`${smoke.servers.platform.origin}/__test/realtime/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** Sends the notification once the player's socket is there to take it (polls until delivered). */
const notifyDemo = async (notification: InAppNotification) => {
  await expect
    .poll(async () => ((await (await realtime('notify', { username: 'demo', notification })).json()) as { delivered: number }).delivered, {
      timeout: 30_000,
      interval: 500,
    })
    .toBeGreaterThan(0);
};

const balance = (amount: number) => ({ type: 'casino_gaming', amount, currencyCode: 'CZK' });

describe('player notifications', () => {
  it('a balance notification updates the header and the page hears it; after a dropped connection the next one arrives; LOGOUT from another tab makes the page a visitor’s', async () => {
    await smoke.withPage(DESKTOP, async (I, problems) => {
      await I.logInAs('demo', 'demo');
      await I.listenForBalanceEvents();

      await notifyDemo({ type: 'BALANCE', balance: balance(4322) });
      await I.seeBalanceText('4 322 Kč');
      expect(await I.balanceEvents()).toEqual([balance(4322)]);

      // The platform drops every socket: the client reconnects, and the next notification arrives.
      await realtime('drop');
      await notifyDemo({ type: 'BALANCE', balance: balance(99) });
      await I.seeBalanceText('99,00 Kč');

      await I.logOutEverywhereInAnotherTab();
      await I.seeVisitorHeader();
      expect(problems.filter((problem) => !/notification|stomp|websocket|401/i.test(problem.text)).map((problem) => problem.text)).toEqual([]);
    });
  });
});
