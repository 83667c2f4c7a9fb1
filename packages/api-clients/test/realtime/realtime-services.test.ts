// The live feed and notifications as Effect services over the demo platform: built from ApiConfig,
// start/stop as effects, and the spec's error key when the hub cannot be reached.
import { Effect } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorKey } from '@casino/core';
import type { DemoPlatform } from '@casino/demo-platform';
import { LiveFeedStartError } from '../../src/errors.ts';
import { LiveFeed } from '../../src/live-feed/live-feed.ts';
import { Notifications } from '../../src/notifications/notifications.ts';
import type { LiveFeedEvent } from '../../src/live-feed/live-feed-client.ts';
import { openBrowser, SETUP_TIMEOUT_MS, startPlatform, type Browser } from '../support/harness.ts';
import { eventually } from './support.ts';

let platform: DemoPlatform;
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatform();
  browser = await openBrowser(platform);
}, SETUP_TIMEOUT_MS);
afterAll(() => platform.close());

describe('real-time services', () => {
  it('LiveFeed connects to the configured hub and stops', async () => {
    const events: LiveFeedEvent[] = [];
    const connection = await browser.run(
      Effect.gen(function* () {
        return yield* (yield* LiveFeed).connect();
      }).pipe(Effect.provide(LiveFeed.layer)),
    );
    connection.subscribe((event) => events.push(event));
    await Effect.runPromise(connection.start);
    expect(await eventually(() => events.some((e) => e.type === 'init'), 3000)).toBe(true);
    await Effect.runPromise(connection.stop);
    expect(connection.state()).toBe('Disconnected');
  });

  it('LiveFeed start fails with errors.failed-to-connect-to-live-feed when the hub is down', async () => {
    platform.realtime.hub.stop();
    try {
      const connection = await browser.run(
        Effect.gen(function* () {
          return yield* (yield* LiveFeed).connect();
        }).pipe(Effect.provide(LiveFeed.layer)),
      );
      const error = await Effect.runPromise(Effect.flip(connection.start));
      expect(error).toBeInstanceOf(LiveFeedStartError);
      expect(error).toMatchObject({ call: 'LiveFeed.start', errorKey: ErrorKey.failedToConnectToLiveFeed });
    } finally {
      platform.realtime.hub.start();
    }
  });

  it('Notifications connects with a token (refused for an unknown one)', async () => {
    const connection = await browser.run(
      Effect.gen(function* () {
        return yield* (yield* Notifications).connect('not-a-token');
      }),
    );
    const closed: string[] = [];
    connection.subscribe((event) => event.type === 'closed' && closed.push(event.error));
    await Effect.runPromise(connection.start);
    expect(await eventually(() => closed.length === 1, 3000)).toBe(true);
    expect(connection.connected()).toBe(false);
    await Effect.runPromise(connection.stop);
  });
});
