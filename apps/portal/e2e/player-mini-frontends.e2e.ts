// The mini-frontends only a player loads, in Chromium (issue 23, part 2 §1): the notification hub,
// opened from the logged-in header, lists the player's notifications as they arrive over STOMP
// (newest first, with their time); the in-app notification shows each arriving one for a while.
// The hub's list lasts over a reload. The header's account button opens the my-account panel: the
// player's name, balance (as the eye chose), bonuses and account summary, and its actions (Deposit to
// the old my-account modal, my games, Logout). None is fetched for a visitor. Axe with each open, on a
// desktop and on a phone, dark and light.
import { describe, expect, it } from 'vitest';
import { MiniFrontendName } from '@casino/core';
import { PlayerMiniFrontendsModel } from './models/player-mini-frontends.model.ts';
import { notifyPlayer } from './support/notify-player.ts';
import { SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const smoke = useSmokeSession(PlayerMiniFrontendsModel);
const [DESKTOP, PHONE] = VIEWPORTS;
const PLAYER_ONLY = [MiniFrontendName.notificationHub, MiniFrontendName.inAppNotification, MiniFrontendName.myAccount];

describe('the notification hub and the in-app notification', () => {
  it('a visitor fetches neither; a player’s notifications show as they arrive and the hub lists them, by keyboard, with axe, on a desktop and a phone', async () => {
    await smoke.withPage(DESKTOP, async (I, problems) => {
      I.recordRequests();
      const notify = (notification: Parameters<typeof notifyPlayer>[2]) => notifyPlayer(smoke.servers.platform.origin, 'demo', notification);
      // A visitor's page, its runtime running: neither is fetched.
      await I.open('/');
      await I.waitForRuntime();
      expect(I.miniFrontendsFetched().filter((name) => PLAYER_ONLY.includes(name as never))).toEqual([]);
      await I.logInAs('demo', 'demo');
      expect(await I.notificationsButton()).toBe('Oznámení');
      expect(I.miniFrontendsFetched().filter((name) => PLAYER_ONLY.includes(name as never))).toEqual([]);

      // Nothing yet: the hub says so.
      await I.openNotificationHub();
      expect(await I.notificationHub()).toEqual({
        name: 'Oznámení',
        modal: true,
        entries: [],
        empty: expect.stringContaining('Zatím tu nic není'),
        focused: 'Zavřít oznámení',
      });
      expect(await I.miniFrontendViolations()).toEqual([]);
      await I.closeHubByEscape();
      await expect.poll(() => I.focusOnNotificationsButton()).toBe(true);

      // A balance arrives: shown at once (held under the pointer while looked at), counted on the button.
      await I.watchInAppNotifications();
      await notify({ type: 'BALANCE', balance: { type: 'casino_gaming', amount: 4322, currencyCode: 'CZK' } });
      await expect.poll(() => I.inAppNotificationsSeen(), { timeout: 30_000 }).toEqual(['Váš zůstatek je nyní 4 322 Kč.']);
      if (await I.holdInAppNotification()) {
        expect(await I.miniFrontendViolations()).toEqual([]);
        await I.screenshot(`${SCREENSHOTS}player-in-app-notification-desktop-dark.png`);
      }
      await expect.poll(() => I.notificationsButton()).toBe('Oznámení 1 nová');
      await notify({ type: 'SIMPLE_MESSAGE', message: 'Turnaj začíná za 10 minut.' });
      await expect.poll(() => I.inAppNotificationsSeen(), { timeout: 30_000 }).toContain('Turnaj začíná za 10 minut.');
      await I.closeInAppNotifications();

      // The hub lists both, newest first, each with its time; one arriving while it is open joins the list.
      await I.openNotificationHub();
      const hub = await I.notificationHub();
      expect(hub.entries.map((entry) => entry.text.replace(/\s/g, ' '))).toEqual(['Turnaj začíná za 10 minut.', 'Váš zůstatek je nyní 4 322 Kč.']);
      expect(hub.entries.every((entry) => /^\d{1,2}:\d{2}$/.test(entry.time))).toBe(true);
      await notify({ type: 'BONUS', bonusId: 'B-1001' });
      await I.seeHubEntries(3);
      expect((await I.notificationHub()).entries[0]?.text).toBe('Máte novinky u svých bonusů.');
      expect(await I.miniFrontendViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}player-notification-hub-desktop-dark.png`);
      await I.closeHubByEscape();
      expect(await I.notificationsButton()).toBe('Oznámení');

      // The light theme, then a phone's size: the hub as a sheet, the notification above the bottom bar.
      await I.chooseTheme('light');
      await I.openNotificationHub();
      expect(await I.miniFrontendViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}player-notification-hub-desktop-light.png`);
      await I.closeHubByEscape();
      await I.setViewport(PHONE);
      await notify({ type: 'SIMPLE_MESSAGE', message: 'Nová akce: 20 free spinů.' });
      await expect.poll(() => I.inAppNotificationsSeen(), { timeout: 30_000 }).toContain('Nová akce: 20 free spinů.');
      if (await I.holdInAppNotification()) {
        expect(await I.miniFrontendViolations()).toEqual([]);
        await I.screenshot(`${SCREENSHOTS}player-in-app-notification-phone-light.png`);
      }
      await I.closeInAppNotifications();
      await I.openNotificationHub();
      await I.seeHubEntries(4);
      expect(await I.miniFrontendViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}player-notification-hub-phone-light.png`);
      await I.closeHubByEscape();
      expect(I.miniFrontendsFetched()).toEqual(expect.arrayContaining(PLAYER_ONLY.filter((name) => name !== MiniFrontendName.myAccount)));

      // A reload in English: the hub still lists the four, now in English.
      await I.open('/en');
      await I.waitForRuntime();
      await I.openNotificationHub();
      const again = await I.notificationHub();
      expect(again.name).toBe('Notifications');
      expect(again.entries.map((entry) => entry.text)).toEqual([
        'Nová akce: 20 free spinů.',
        'There is news about your bonuses.',
        'Turnaj začíná za 10 minut.',
        expect.stringMatching(/^Your balance is now/),
      ]);
      await I.closeHubByEscape();
      expect(problems.filter((problem) => !problem.url.endsWith('/v1/_validate-login-session')).map((problem) => problem.text)).toEqual([]);
    });
    // One whole flow in one page (one login): longer than a test's default on two loaded cores.
  }, 300_000);
});

describe('the my-account panel', () => {
  it('opens from the account button for a player only: name, balance as the eye chose, bonuses, summary; Deposit, my games and Logout; by keyboard, with axe, desktop and phone, dark and light', async () => {
    await smoke.withPage(DESKTOP, async (I, problems) => {
      I.recordRequests();
      await I.logInAs('demo', 'demo');
      const balance = (await I.seeBalance()).replace(/\s/g, ' ');
      expect(I.miniFrontendsFetched()).not.toContain(MiniFrontendName.myAccount);

      await I.openAccountPanel();
      const panel = await I.accountPanel();
      expect(panel).toMatchObject({ title: 'Můj účet', modal: true, name: 'demo', focused: 'Zavřít můj účet' });
      expect(panel.facts.map((fact) => [fact.key, fact.value])).toEqual([
        ['balance', balance],
        ['bonuses', expect.stringMatching(/^\d+$/)],
        ['email', 'demo@demo.casino.example'],
        ['phone', '+420 777 123 456'],
        ['city', 'Brno'],
        ['playerClientId', 'C-100001'],
        ['state', 'Aktivní'],
      ]);
      expect(panel.actions.map((action) => [action.key, action.label])).toEqual([
        ['deposit', 'Vklad'],
        ['dashboard', 'Přehled účtu'],
        ['my-games', 'Moje hry'],
        ['favourites', 'Oblíbené hry'],
        ['responsible-gaming', 'Zodpovědné hraní'],
        ['logout', 'Odhlásit'],
      ]);
      expect(panel.actions.find((action) => action.key === 'my-games')?.href).toBe('/uzivatel/moje-hry');
      expect(I.miniFrontendsFetched()).toContain(MiniFrontendName.myAccount);
      expect(await I.miniFrontendViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}player-my-account-desktop-dark.png`);
      await I.closeAccountPanelByEscape();
      await expect.poll(() => I.focusOnAccountButton()).toBe(true);

      // The eye hides the balance: the panel says it is hidden; shown again, it shows.
      await I.toggleBalance();
      await I.openAccountPanel();
      await I.seeAccountFact('balance', 'Skrytý');
      await I.closeAccountPanelByEscape();
      await I.toggleBalance();
      await I.seeBalance();

      // Deposit goes on to the old my-account modal; closed, the focus is back on the account button.
      await I.openAccountPanel();
      await I.chooseAccountAction('deposit');
      await I.seeOldMyAccount('deposit');
      await I.closeOldMyAccountByEscape();
      await expect.poll(() => I.focusOnAccountButton()).toBe(true);

      // A phone's size: the panel as a sheet; then the light theme at both sizes.
      await I.setViewport(PHONE);
      await I.openAccountPanel();
      expect(await I.miniFrontendViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}player-my-account-phone-dark.png`);
      await I.closeAccountPanelByEscape();
      await I.setViewport(DESKTOP);
      await I.chooseTheme('light');
      await I.openAccountPanel();
      expect(await I.miniFrontendViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}player-my-account-desktop-light.png`);
      await I.closeAccountPanelByEscape();
      await I.setViewport(PHONE);
      await I.openAccountPanel();
      await I.screenshot(`${SCREENSHOTS}player-my-account-phone-light.png`);

      // My games is the portal's page (a client navigation); Logout leaves a visitor's header.
      await I.chooseAccountAction('my-games');
      await I.page.waitForURL(/\/uzivatel\/moje-hry$/);
      await I.setViewport(DESKTOP);
      await I.openAccountPanel();
      await I.chooseAccountAction('logout');
      await I.seeVisitorHeader();
      expect(problems.filter((problem) => !problem.url.endsWith('/v1/_validate-login-session')).map((problem) => problem.text)).toEqual([]);
    });
  }, 180_000);
});
