// The notification feed with the real runtime, auth and STOMP socket against the demo platform, the
// mini-frontends' side of the window events played by the test: a notification the platform pushes
// is worded, shown by the in-app notification (fetched at that first arrival) and counted unseen;
// the hub (fetched at the first opening) gets the entries, newest first, and each new one while open;
// a hub that does not load is the snackbar with Try again.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { InAppNotificationEvent, MiniFrontendName, NotificationHubEvent, type InAppNotification } from '@casino/core';
import { notifications, snackbar } from '@casino/machines';
import type { DemoPlatform } from '@casino/demo-platform';
import { SystemId } from '../root/system-ids.ts';
import { accountOf, openBrowser, platformLogin, startSystem, useDemoPlatform, type Browser } from '../testing/runtime-harness.ts';
import { createNotificationFeed, type NotificationFeedTexts } from './notification-feed.ts';
import { NOTIFICATION_HISTORY_KEY } from './notification-history.ts';

const builds = `${mkdtempSync(join(tmpdir(), 'notification-feed-'))}/`;
for (const name of [MiniFrontendName.notificationHub, MiniFrontendName.inAppNotification]) {
  mkdirSync(join(builds, name, 'dist'), { recursive: true });
  writeFileSync(join(builds, name, 'dist', 'manifest.json'), JSON.stringify({ name, entry: `${name}.abc.js`, integrity: 'sha384-AbC=', css: [] }));
}
afterAll(() => rmSync(builds, { recursive: true, force: true }));

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started), { miniFrontendsDir: builds });

const TEXTS: NotificationFeedTexts = {
  lang: 'cs',
  hub: { title: 'Oznámení', close: 'Zavřít', empty: 'Nic' },
  toast: { close: 'Zavřít', label: 'Nová oznámení' },
  describe: (notification) => `${notification.type}: ${notification.message ?? ''}`,
  time: () => '12:00',
};

const loggedIn = async (browser: Browser) => {
  const system = startSystem(browser);
  await platformLogin(browser, accountOf(platform, 'demo'));
  system.get(SystemId.auth).send({ type: 'auth.authenticate' });
  await waitFor(system.get(SystemId.auth), (state) => state.matches('authenticated'), { timeout: 15_000 });
  // The session started the socket's machine with the login: this read is the header's.
  const socket = (await system.open(SystemId.notifications)).actor;
  await waitFor(socket, (state) => notifications.connect(state).status === 'connected', { timeout: 15_000 });
  const feed = createNotificationFeed(browser.runtime, system);
  feed.setTexts(TEXTS);
  const stop = feed.start(socket);
  const sent = (type: string) => browser.env.dispatched.filter((event) => event.type === type).map((event) => event.detail);
  const push = (notification: InAppNotification) => platform.realtime.notifications.notify('demo', notification);
  return { system, socket, feed, stop, sent, push };
};

describe('the notification feed against the demo platform', () => {
  it('words each pushed notification, shows it in the in-app notification and lists it in the hub, newest first', { timeout: 30_000 }, async () => {
    const browser = await openBrowser(platform);
    const { feed, stop, sent, push, system } = await loggedIn(browser);
    // The socket subscribes just after it connects: the first push waits for its subscription.
    await expect.poll(() => push({ type: 'SIMPLE_MESSAGE', message: 'první' })).toBeGreaterThan(0);
    await expect.poll(() => sent(InAppNotificationEvent.show)).toHaveLength(1);
    expect(sent(InAppNotificationEvent.show)[0]).toEqual({
      lang: 'cs',
      words: TEXTS.toast,
      entry: { id: 'n-1', type: 'SIMPLE_MESSAGE', text: 'SIMPLE_MESSAGE: první', at: expect.any(String), atText: '12:00' },
    });
    expect(feed.unseen()).toBe(1);
    // Only the in-app notification is fetched so far.
    expect(browser.env.loadedScripts.map((url) => new URL(url).pathname)).toEqual([
      `/fe/${MiniFrontendName.inAppNotification}/${MiniFrontendName.inAppNotification}.abc.js`,
    ]);

    await feed.openHub();
    expect(sent(NotificationHubEvent.show)).toEqual([{ lang: 'cs', words: TEXTS.hub, entries: [expect.objectContaining({ id: 'n-1' })] }]);
    expect(feed.unseen()).toBe(0);
    push({ type: 'BONUS', bonusId: 'B-1' });
    await expect.poll(() => sent(NotificationHubEvent.entries)).toHaveLength(1);
    expect((sent(NotificationHubEvent.entries)[0] as { id: string }[]).map((entry) => entry.id)).toEqual(['n-2', 'n-1']);
    expect(feed.unseen()).toBe(0);

    // Closed: the next one is counted, not sent to the hub.
    browser.env.fire(new CustomEvent(NotificationHubEvent.closed, { detail: null }));
    push({ type: 'SIMPLE_MESSAGE', message: 'třetí' });
    await expect.poll(() => feed.unseen()).toBe(1);
    expect(sent(NotificationHubEvent.entries)).toHaveLength(1);
    stop();
    push({ type: 'SIMPLE_MESSAGE', message: 'po konci' });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sent(InAppNotificationEvent.show)).toHaveLength(3);
    system.stop();
  });

  it(
    'a new feed of the same player (a reload) lists what came before, in the page’s words now, and its unseen count; a logout forgets them',
    { timeout: 30_000 },
    async () => {
      const browser = await openBrowser(platform);
      const { feed, stop, sent, push, system, socket } = await loggedIn(browser);
      await expect.poll(() => push({ type: 'SIMPLE_MESSAGE', message: 'dřív' })).toBeGreaterThan(0);
      await expect.poll(() => feed.unseen()).toBe(1);
      stop();

      const again = createNotificationFeed(browser.runtime, system);
      again.setTexts({ ...TEXTS, lang: 'en', describe: (notification) => `en: ${notification.message ?? ''}` });
      const stopAgain = again.start(socket);
      expect(again.unseen()).toBe(1);
      await again.openHub();
      expect(sent(NotificationHubEvent.show).at(-1)).toEqual({
        lang: 'en',
        words: TEXTS.hub,
        entries: [expect.objectContaining({ id: 'n-1', text: 'en: dřív' })],
      });
      await expect.poll(() => push({ type: 'SIMPLE_MESSAGE', message: 'pak' })).toBeGreaterThan(0);
      await expect.poll(() => (sent(NotificationHubEvent.entries).at(-1) as { id: string }[] | undefined)?.map((entry) => entry.id)).toEqual(['n-2', 'n-1']);

      system.get(SystemId.auth).send({ type: 'auth.logout' });
      await waitFor(system.get(SystemId.auth), (state) => state.context.username === null, { timeout: 15_000 });
      stopAgain();
      expect(browser.env.sessionStorage.getItem(NOTIFICATION_HISTORY_KEY)).toBeNull();
      system.stop();
    },
  );

  it('a hub that does not load shows errors.failed-to-load-notification-hub with Try again, and nothing opens', { timeout: 30_000 }, async () => {
    const browser = await openBrowser(platform, { config: { prematchEndpoint: `${platform.origin}/elsewhere` } });
    const system = startSystem(browser);
    const feed = createNotificationFeed(browser.runtime, system);
    feed.setTexts(TEXTS);
    await feed.openHub();
    const shown = await waitFor(system.get(SystemId.snackbar), (state) => !snackbar.connect(state).isEmpty);
    expect(snackbar.connect(shown).messages).toEqual([
      expect.objectContaining({ title: 'errors.failed-to-load-notification-hub', actionText: 'general.try-again', hasAction: true }),
    ]);
    expect(browser.env.dispatched.filter((event) => event.type === NotificationHubEvent.show)).toEqual([]);
    system.stop();
  });
});
