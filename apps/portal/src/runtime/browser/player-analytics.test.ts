// The user event against the demo platform: nothing of a player before the login; the demo player's
// data map and the SHA-256 of the contact fields (computed here by Node's own crypto) once the
// player's info arrives; a guest's event after the logout.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { hashInputsOf } from '@casino/core';
import type { DemoPlatform } from '@casino/demo-platform';
import { SystemId } from '../root/system-ids.ts';
import { accountOf, openBrowser, startSystem, useDemoPlatform } from '../testing/runtime-harness.ts';
import { trackPlayer } from './player-analytics.ts';

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started));

const sha256 = (text: string | null) => (text === null ? null : createHash('sha256').update(text).digest('hex'));

describe('the analytics user event against the demo platform', () => {
  it("tells nothing of a visitor, the player's data map with hashed contacts once logged in, and a guest after the logout", async () => {
    const browser = await openBrowser(platform);
    const system = startSystem(browser);
    const auth = system.get(SystemId.auth);
    const stop = trackPlayer(system, browser.env.track);
    auth.send({ type: 'auth.authenticate' });
    await waitFor(auth, (state) => state.matches('guest'));
    const users = () => browser.env.tracked.filter((event) => event.event === 'user');
    expect(users()).toEqual([]);

    const { password } = accountOf(platform, 'demo');
    auth.send({ type: 'auth.login', username: 'demo', password, rememberMe: false });
    await expect.poll(users, { timeout: 10_000 }).toHaveLength(1);
    const info = auth.getSnapshot().children.playerData?.getSnapshot().context.info;
    expect(info).toBeTruthy();
    const inputs = hashInputsOf(info!);
    expect(users()[0]).toEqual(
      expect.objectContaining({
        logged_in: true,
        user_id: info!.userId,
        username: 'demo',
        email: info!.email,
        email_sha256: sha256(inputs.email),
        phone_sha256: sha256(inputs.phone),
      }),
    );
    expect(inputs.email).not.toBeNull();

    auth.send({ type: 'auth.logout' });
    await waitFor(auth, (state) => state.matches('guest'));
    await expect.poll(users).toHaveLength(2);
    expect(users()[1]).toEqual({ event: 'user', logged_in: false });
    stop();
  });
});
