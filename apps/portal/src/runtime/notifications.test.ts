// Notifications with their real adapters: the player's STOMP connection to the demo platform's
// broker; accepting a bonus brings a BONUS notification, whose effect is a refresh of the player's
// messages; stopping closes the socket.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { Gateway, PlatformScript } from '@casino/api-clients';
import { notifications } from '@casino/machines';
import type { DemoPlatform } from '@casino/demo-platform';
import { provideNotifications } from './notifications.ts';
import { useDemoPlatform } from './testing/runtime-harness.ts';
import { loggedInBrowser } from './testing/logged-in-browser.ts';

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started));

describe('notifications against the demo platform', () => {
  it('a BONUS notification arrives after the player accepts a bonus', async () => {
    const browser = await loggedInBrowser(platform, 'demo');
    const token = await browser.runtime.api.run(Gateway.use((gateway) => gateway.notificationToken()));
    const actor = createActor(provideNotifications(browser.runtime));
    const emitted: unknown[] = [];
    actor.on('notifications.messages-changed', (event) => emitted.push(event));
    actor.start();
    actor.send({ type: 'notifications.start', token });
    await waitFor(actor, (state) => notifications.connect(state).status === 'connected', { timeout: 15_000 });
    expect(await browser.runtime.api.run(PlatformScript.use((p) => p.confirmBonus('B-1003', 'accept')))).toBe(true);
    const snapshot = await waitFor(actor, (state) => notifications.connect(state).last === 'BONUS', { timeout: 15_000 });
    expect(notifications.connect(snapshot).received).toBe(1);
    expect(emitted).toEqual([{ type: 'notifications.messages-changed', messageType: expect.any(String) }]);
    actor.send({ type: 'notifications.stop' });
    expect(notifications.connect(actor.getSnapshot()).status).toBe('idle');
    actor.stop();
  });

  it('an unknown token is refused by the broker and the machine reports the close', async () => {
    const browser = await loggedInBrowser(platform, 'novy');
    const actor = createActor(provideNotifications(browser.runtime));
    actor.start();
    actor.send({ type: 'notifications.start', token: 'not-a-token' });
    const closed = await waitFor(actor, (state) => notifications.connect(state).status === 'closed', { timeout: 15_000 });
    expect(notifications.connect(closed).error).toEqual(expect.any(String));
    actor.stop();
  });
});
