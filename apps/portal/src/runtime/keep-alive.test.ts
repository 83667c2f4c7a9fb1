// keep-alive with its real adapters: five minutes on the machine's clock bring a heartbeat to the
// gateway with the time since the player's last action; when the session is gone, re-authentication
// fails too and the machine ends in the internal logout.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { Gateway } from '@casino/api-clients';
import { BasePath, GatewayPath, KEEP_ALIVE_INTERVAL_MS } from '@casino/core';
import type { DemoPlatform } from '@casino/demo-platform';
import { provideKeepAlive } from './keep-alive.ts';
import { useDemoPlatform } from './testing/runtime-harness.ts';
import { loggedInBrowser } from './testing/logged-in-browser.ts';

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started));

const KEEP_ALIVE_PATH = BasePath.gateway + GatewayPath.keepAlive;

describe('keep-alive against the demo platform', () => {
  it('beats every five minutes with the milliseconds since the last action', async () => {
    let now = 1_000_000;
    const browser = await loggedInBrowser(platform, 'demo', { now: () => now });
    const clock = new SimulatedClock();
    const actor = createActor(provideKeepAlive(browser.runtime), { clock });
    actor.start();
    await waitFor(actor, (state) => state.matches('running'));
    // The player moves the mouse 1 s in; the debounce settles.
    now += 1_000;
    browser.env.fire(new Event('mousemove'));
    clock.increment(250);
    now += 60_000;
    const before = platform.requests.count('GET', KEEP_ALIVE_PATH);
    clock.increment(KEEP_ALIVE_INTERVAL_MS);
    await waitFor(actor, (state) => state.matches({ running: { heartbeat: 'waiting' } }) && platform.requests.count('GET', KEEP_ALIVE_PATH) > before);
    const heartbeat = platform.requests.all().findLast((request) => request.path === KEEP_ALIVE_PATH);
    expect(heartbeat?.query['millisFromLastAction']).toBe('60000');
    actor.stop();
  });

  it('ends in the internal logout when the session has gone', async () => {
    const browser = await loggedInBrowser(platform, 'novy');
    const clock = new SimulatedClock();
    const actor = createActor(provideKeepAlive(browser.runtime), { clock });
    actor.start();
    await waitFor(actor, (state) => state.matches('running'));
    await browser.runtime.api.run(Gateway.use((gateway) => gateway.logout()));
    clock.increment(KEEP_ALIVE_INTERVAL_MS);
    const done = await waitFor(actor, (state) => state.status === 'done');
    expect(done.output).toEqual({ reason: 'keep-alive-failed' });
  });
});
