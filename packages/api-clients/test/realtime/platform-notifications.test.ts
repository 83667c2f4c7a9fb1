// End to end through the whole demo platform: a player logs in with the real platform script and
// gateway, opens the notification socket with the gateway's notification token, and hears about its
// data changing (a bonus accepted) and the live feed of the same server.
import { Effect } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoPlatform } from '@casino/demo-platform';
import { Gateway } from '../../src/gateway/gateway.ts';
import { PlatformScript } from '../../src/platform-script/platform-script.ts';
import { NotificationsClient, type NotificationsEvent } from '../../src/notifications/notifications-client.ts';
import { openBrowser, logIn, SETUP_TIMEOUT_MS, startPlatform, type Browser } from '../support/harness.ts';
import { eventually, FeedProbe, watchUnhandled } from './support.ts';

const unhandled = watchUnhandled();
let platform: DemoPlatform;
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatform();
  browser = await openBrowser(platform);
}, SETUP_TIMEOUT_MS);
afterAll(async () => {
  await platform.close();
  unhandled.stop();
  expect(unhandled.seen).toEqual([]);
});

describe('the demo platform in real time', () => {
  it('notifies the logged-in player when a bonus is accepted', async () => {
    const demo = platform.world.players.find((player) => player.username === 'demo')!;
    await logIn(browser, demo);
    const token = await browser.run(
      Effect.gen(function* () {
        return yield* (yield* Gateway).notificationToken();
      }),
    );
    const events: NotificationsEvent[] = [];
    const client = new NotificationsClient({ brokerUrl: `${platform.origin.replace('http', 'ws')}/notifications`, notificationToken: token });
    client.subscribe((event) => events.push(event));
    client.start();
    try {
      expect(await eventually(() => events.some((e) => e.type === 'connected'), 3000)).toBe(true);
      const pending = demo.bonuses.find((bonus) => bonus.status.toLowerCase() === 'pending') ?? demo.bonuses[0]!;
      const accepted = await browser.run(
        Effect.gen(function* () {
          return yield* (yield* PlatformScript).confirmBonus(pending.id, 'accept');
        }),
      );
      expect(accepted).toBe(true);
      expect(await eventually(() => events.some((e) => e.type === 'notification'), 3000)).toBe(true);
      expect(events.find((e) => e.type === 'notification')).toEqual({ type: 'notification', notification: { type: 'BONUS', bonusId: pending.id } });
    } finally {
      await client.stop();
    }
  });

  it('serves the live feed on the same server', async () => {
    const probe = new FeedProbe({ url: `${platform.origin}/hubs/live` });
    await probe.client.start();
    try {
      expect(await eventually(() => probe.count('init') === 1 && probe.count('updateTable') > 3, 3000)).toBe(true);
      expect(probe.tables.length).toBe(platform.world.liveTables.length);
    } finally {
      await probe.client.stop();
    }
  });
});
