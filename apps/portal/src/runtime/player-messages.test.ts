// Player messages at game start with their real adapters: the `limit` player's login message shows
// first; a real-money start shows none; the demo player's bonus code brings its details popup.
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor } from 'xstate';
import { NEXT_PLAYER_MESSAGE_DELAY_MS } from '@casino/core';
import { playerMessages } from '@casino/machines';
import type { DemoPlatform } from '@casino/demo-platform';
import { providePlayerMessages } from './player-messages.ts';
import { useDemoPlatform, type Browser } from './testing/runtime-harness.ts';
import { loggedInBrowser } from './testing/logged-in-browser.ts';

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started));

const start = (browser: Browser) => {
  const clock = new SimulatedClock();
  const actor = createActor(providePlayerMessages(browser.runtime), { clock });
  actor.start();
  return { actor, clock };
};

describe('player messages against the demo platform', () => {
  it("shows the limit player's login message first, the next one after a second", async () => {
    const browser = await loggedInBrowser(platform, 'limit');
    const { actor, clock } = start(browser);
    actor.send({ type: 'player-messages.game-started', mode: 'demo' });
    const first = await waitFor(actor, (state) => playerMessages.connect(state).message !== null);
    expect(playerMessages.connect(first).message).toMatchObject({ displayType: 'login-message', textIsKey: false });
    actor.send({ type: 'player-messages.close' });
    clock.increment(NEXT_PLAYER_MESSAGE_DELAY_MS);
    const next = await waitFor(actor, (state) => playerMessages.connect(state).message !== null || !playerMessages.connect(state).busy);
    expect(playerMessages.connect(next).message?.displayType ?? null).not.toBe('login-message');
  });

  it('shows nothing for real-money play', async () => {
    const browser = await loggedInBrowser(platform, 'limit');
    const { actor } = start(browser);
    actor.send({ type: 'player-messages.game-started', mode: 'real' });
    expect(playerMessages.connect(actor.getSnapshot())).toMatchObject({ message: null, busy: false });
  });

  it("fetches the bonus code's details for the popup once the messages are done", async () => {
    const browser = await loggedInBrowser(platform, 'demo');
    const { actor, clock } = start(browser);
    actor.send({ type: 'player-messages.game-started', mode: 'demo', bonusCode: 'B-1001' });
    // Close every message as it comes.
    for (let shown = 0; shown < 10 && !playerMessages.connect(actor.getSnapshot()).bonusDetails; shown += 1) {
      await waitFor(
        actor,
        (state) => playerMessages.connect(state).message !== null || playerMessages.connect(state).bonusDetails !== null || !playerMessages.connect(state).busy,
      );
      if (playerMessages.connect(actor.getSnapshot()).message) actor.send({ type: 'player-messages.close' });
      clock.increment(NEXT_PLAYER_MESSAGE_DELAY_MS);
    }
    expect(playerMessages.connect(actor.getSnapshot()).bonusDetails?.bonus.templateCode).toEqual(expect.any(String));
  });
});
