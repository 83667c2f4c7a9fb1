// The chat widget with its real adapters: the demo provider's script and the gateway's chat token.
// A visitor's chat is anonymous; a login authorises it and the provider's unread count shows until
// the chat opens; a message while it is hidden adds one; a broken token call falls back to anonymous.
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { BasePath, CHAT_WIDGET_SCRIPT_PATH, GatewayPath } from '@casino/core';
import { chat } from '@casino/machines';
import type { DemoPlatform } from '@casino/demo-platform';
import { provideChat } from './chat.ts';
import { openBrowser, useDemoPlatform, type Browser } from './testing/runtime-harness.ts';
import { addFault, clearFaults } from './testing/faults.ts';
import { loggedInBrowser } from './testing/logged-in-browser.ts';

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started));

const start = (browser: Browser) => {
  const actor = createActor(provideChat(browser.runtime), { input: { loggedIn: false } });
  const shown: string[] = [];
  actor.on('snackbar.show', ({ message }) => shown.push(message.title));
  actor.start();
  return { actor, shown };
};

describe('chat against the demo provider', () => {
  it('opens for a visitor, anonymous, loading the configured script once', async () => {
    const browser = await openBrowser(platform);
    const { actor } = start(browser);
    actor.send({ type: 'chat.icon-click' });
    const open = await waitFor(actor, (state) => chat.connect(state).display === 'visible');
    expect(chat.connect(open)).toMatchObject({ session: 'anonymous', unread: 0 });
    expect(browser.env.loadedScripts).toEqual([platform.origin + CHAT_WIDGET_SCRIPT_PATH]);
  });

  it("a visitor's first click starts the machine and clicks at once: the provider is initialised once, for the click", async () => {
    const browser = await openBrowser(platform);
    const widget = browser.env.chatWidget() as { init: (request: { reason: string }) => Promise<unknown> };
    const reasons: string[] = [];
    const init = widget.init.bind(widget);
    widget.init = (request) => {
      reasons.push(request.reason);
      return init(request);
    };
    const { actor } = start(browser);
    actor.send({ type: 'chat.icon-click' });
    await waitFor(actor, (state) => chat.connect(state).display === 'visible');
    expect(reasons).toEqual(['icon-click']);
  });

  it('a script that does not load hides the chat again with errors.yellow-ai-failed-to-load; the next click loads it again', async () => {
    let loads = 0;
    const browser = await openBrowser(platform, {
      loadScript: async () => {
        loads += 1;
        if (loads === 1) throw new Error('Script failed to load');
      },
    });
    const { actor, shown } = start(browser);
    actor.send({ type: 'chat.icon-click' });
    await waitFor(actor, () => shown.length > 0);
    expect(shown).toEqual(['errors.yellow-ai-failed-to-load']);
    expect(chat.connect(actor.getSnapshot()).display).toBe('hidden');
    actor.send({ type: 'chat.icon-click' });
    await waitFor(actor, (state) => chat.connect(state).display === 'visible');
    expect(loads).toBe(2);
  });

  it("authorises a logged-in player and shows the provider's unread count, then a new message", { timeout: 15_000 }, async () => {
    const { actor, shown } = start(await loggedInBrowser(platform, 'demo'));
    actor.send({ type: 'chat.login' });
    const counted = await waitFor(actor, (state) => chat.connect(state).unread === 2);
    expect(chat.connect(counted)).toMatchObject({ session: 'authenticated', showUnreadBadge: true });
    // The demo agent writes a few seconds after the bot connects.
    await waitFor(actor, (state) => chat.connect(state).unread === 3, { timeout: 10_000 });
    actor.send({ type: 'chat.icon-click' });
    const open = await waitFor(actor, (state) => chat.connect(state).display === 'visible');
    expect(chat.connect(open).unread).toBe(0);
    expect(shown).toEqual([]);
  });

  it('a failed chat token leaves the chat anonymous and says errors.yellow-ai-invalid-session', async () => {
    const { actor, shown } = start(await loggedInBrowser(platform, 'novy'));
    await addFault(platform, { path: BasePath.gateway + GatewayPath.playToken, status: 500, times: 2 });
    try {
      actor.send({ type: 'chat.login' });
      await waitFor(actor, () => shown.length > 0);
    } finally {
      await clearFaults(platform);
    }
    expect(shown).toEqual(['errors.yellow-ai-invalid-session']);
    expect(chat.connect(actor.getSnapshot()).session).toBe('anonymous');
  });
});
