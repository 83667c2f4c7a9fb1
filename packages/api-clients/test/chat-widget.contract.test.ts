// The demo chat provider's real script through the ChatWidget client: the bot connects when
// initialised and opens on request; the unread count answers for a chat token and is refused
// without one; no script is 'No script found'.
import { Effect, Layer } from 'effect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_CLIENT_TYPE, CHAT_PLATFORM, CHAT_SYSTEM_ID, ErrorKey, type ChatWidgetEvent } from '@casino/core';
import type { DemoPlatform } from '@casino/demo-platform';
import { ChatWidget, ChatWidgetGlobal } from '../src/chat-widget/chat-widget.ts';
import { Gateway } from '../src/gateway/gateway.ts';
import { logIn, openBrowser, playablePlayer, SETUP_TIMEOUT_MS, startPlatform, type Browser } from './support/harness.ts';

let platform: DemoPlatform;
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatform();
  browser = await openBrowser(platform);
  await logIn(browser, platform.world.players.find((player) => player.username === 'demo') ?? playablePlayer(platform));
}, SETUP_TIMEOUT_MS);
afterAll(() => platform.close());

const withWidget = <A, E>(effect: Effect.Effect<A, E, ChatWidget>) => browser.run(effect);

const request = {
  reason: 'page-refresh',
  session: 'anonymous',
  token: null,
  clientType: CHAT_CLIENT_TYPE,
  platform: CHAT_PLATFORM,
  systemId: CHAT_SYSTEM_ID,
} as const;

describe('chat widget over the demo provider', () => {
  it('connects when initialised and opens on request', async () => {
    const events = await withWidget(
      Effect.gen(function* () {
        const widget = yield* ChatWidget;
        const seen: ChatWidgetEvent[] = [];
        yield* widget.listen((event) => seen.push(event));
        yield* widget.init(request);
        yield* widget.open();
        yield* Effect.sleep('20 millis');
        return seen;
      }),
    );
    expect(events).toEqual(['connected', 'opened']);
  });

  it("answers the player's unread count for a chat token, and refuses a wrong one", async () => {
    const token = await browser.run(Gateway.use((gateway) => gateway.playToken('chat')));
    const count = await withWidget(ChatWidget.use((widget) => widget.unreadCount(token.sessionToken?.sessionToken ?? '')));
    expect(count).toBe(2);
    const refused = await withWidget(ChatWidget.use((widget) => Effect.flip(widget.unreadCount('forged'))));
    expect(refused).toMatchObject({ _tag: 'PlatformCallError', call: 'ChatWidget.unreadCount', errorKey: ErrorKey.yellowAiFailedFetchMessages });
  });

  it('without the script: No script found', async () => {
    const error = await browser.run(
      // A layer of its own: the browser's ChatWidget is built once with the real script.
      Effect.flip(ChatWidget.use((widget) => widget.open())).pipe(
        Effect.provide(Layer.effect(ChatWidget, ChatWidget.make).pipe(Layer.provide(Layer.succeed(ChatWidgetGlobal, () => undefined)))),
      ),
    );
    expect(error).toMatchObject({ _tag: 'NoScriptError', message: 'No script found' });
  });
});
