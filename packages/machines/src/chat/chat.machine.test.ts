import { CHAT_CLIENT_TYPE, CHAT_PLATFORM, CHAT_SYSTEM_ID, ErrorKey, type PlayTokenResponse, type SnackbarRequest } from '@casino/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FakeActors, flush, modelOf, TestClock, type ModelEvent } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { connect } from './chat.connect.ts';
import { chatMachine } from './chat.machine.ts';
import type { ChatEvent, ChatInput } from './chat.types.ts';

const validToken: PlayTokenResponse = { username: 'hrac', sessionToken: { sessionToken: 'chat-token-1' }, errorCode: null };
const rejectedToken: PlayTokenResponse = { username: 'hrac', sessionToken: null, errorCode: 'INVALID_SESSION' };
const constants = { clientType: CHAT_CLIENT_TYPE, platform: CHAT_PLATFORM, systemId: CHAT_SYSTEM_ID };
const BOT_EVENTS = new Set(['chat.connected', 'chat.bot-opened', 'chat.bot-closed', 'chat.message-received', 'chat.bot-failed']);

const start = (input: ChatInput) => {
  const clock = new TestClock();
  const fakes = new FakeActors();
  const machine = chatMachine.provide({
    actors: { fetchChatToken: fakes.promise('fetchChatToken'), fetchUnreadCount: fakes.promise('fetchUnreadCount'), bot: fakes.callback('bot') },
  });
  const actor = createActor(machine, { input, clock });
  const snackbars: SnackbarRequest[] = [];
  actor.on('snackbar.show', (event) => snackbars.push(event.message));
  actor.start();
  /** What the provider script reports goes through the bot actor, as in the portal. */
  const fromBot = (event: ChatEvent) => fakes.running('bot').sendBack(event);
  const route = (event: { type: string }) => BOT_EVENTS.has(event.type) && (fromBot(event as ChatEvent), true);
  return { actor, clock, fakes, commands: fakes.running('bot').received, snackbars, fromBot, route };
};

const init = (reason: string, session: string, token: string | null = null) => ({ type: 'chat.init-bot', reason, session, token, ...constants });

describe('chat model', () => {
  const events: ModelEvent<typeof chatMachine>[] = [
    { type: 'chat.icon-click' },
    { type: 'chat.login' },
    { type: 'chat.logout' },
    { type: 'chat.connected' },
    { type: 'chat.bot-opened' },
    { type: 'chat.bot-closed' },
    { type: 'chat.message-received' },
    { type: 'chat.bot-failed' },
    { type: 'xstate.done.actor.fetchChatToken', output: validToken },
    { type: 'xstate.done.actor.fetchChatToken', output: rejectedToken },
    { type: 'xstate.error.actor.fetchChatToken', error: new Error('HTTP 401: Unauthorized') },
    { type: 'xstate.done.actor.fetchUnreadCount', output: 3 },
    { type: 'xstate.error.actor.fetchUnreadCount', error: new Error('Request timed out') },
  ];
  const model = modelOf(chatMachine, {
    events,
    inputs: [{ loggedIn: false }, { loggedIn: true }],
    filterEvents: (snapshot, event) => event.type !== 'chat.message-received' || snapshot.context.unread < 2,
  });
  testModel(model, start);
});

describe('chat machine', () => {
  it('initialises an anonymous bot on a guest page load', () => {
    const { actor, commands, fakes } = start({ loggedIn: false });
    expect(commands).toEqual([init('page-refresh', 'anonymous')]);
    expect(fakes.inputsOf('fetchChatToken')).toEqual([]);
    expect(connect(actor.getSnapshot())).toEqual({ display: 'hidden', session: 'anonymous', unread: 0, showUnreadBadge: false, iconLoading: false });
  });

  it('authorises first on a logged-in page load, then initialises for the page refresh', async () => {
    const { actor, commands, fakes } = start({ loggedIn: true });
    expect(commands).toEqual([]);
    fakes.resolve('fetchChatToken', validToken);
    await flush();
    expect(commands).toEqual([init('page-refresh', 'authenticated', 'chat-token-1')]);
    expect(connect(actor.getSnapshot()).session).toBe('authenticated');
  });

  it('a bot that reports connected on every initialisation is initialised once per reason, not again', async () => {
    const { actor, commands, fakes } = start({ loggedIn: true });
    fakes.resolve('fetchChatToken', validToken);
    await flush();
    // The provider answers the initialisation at once, as a real one does.
    actor.send({ type: 'chat.connected' });
    actor.send({ type: 'chat.connected' });
    expect(commands).toEqual([init('page-refresh', 'authenticated', 'chat-token-1')]);
  });

  it('switches the context on login and logout, each with its reason', async () => {
    const { actor, commands, fakes } = start({ loggedIn: false });
    actor.send({ type: 'chat.login' });
    fakes.resolve('fetchChatToken', validToken);
    await flush();
    actor.send({ type: 'chat.logout' });
    expect(commands).toEqual([init('page-refresh', 'anonymous'), init('authentication', 'authenticated', 'chat-token-1'), init('logout', 'anonymous')]);
    expect(connect(actor.getSnapshot()).session).toBe('anonymous');
  });

  it.each([
    ['answers an error code', (run: ReturnType<typeof start>) => run.fakes.resolve('fetchChatToken', rejectedToken)],
    ['fails', (run: ReturnType<typeof start>) => run.fakes.reject('fetchChatToken', new Error('HTTP 500: Internal Server Error'))],
  ])('falls back to anonymous with errors.yellow-ai-invalid-session when the token call %s', async (_, settle) => {
    const run = start({ loggedIn: false });
    run.actor.send({ type: 'chat.login' });
    settle(run);
    await flush();
    expect(run.snackbars).toEqual([{ title: ErrorKey.yellowAiInvalidSession, type: 'alert' }]);
    expect(run.commands.at(-1)).toEqual(init('authentication', 'anonymous'));
    expect(connect(run.actor.getSnapshot()).session).toBe('anonymous');
  });

  it('opens from the icon: loading, then visible when the bot opens; hidden when it closes', () => {
    const { actor, commands, fromBot } = start({ loggedIn: false });
    actor.send({ type: 'chat.icon-click' });
    expect(connect(actor.getSnapshot())).toMatchObject({ display: 'loading', iconLoading: true });
    expect(commands.slice(1)).toEqual([init('icon-click', 'anonymous'), { type: 'chat.open-bot' }]);
    fromBot({ type: 'chat.bot-opened' });
    expect(connect(actor.getSnapshot()).display).toBe('visible');
    fromBot({ type: 'chat.bot-closed' });
    expect(connect(actor.getSnapshot()).display).toBe('hidden');
    fromBot({ type: 'chat.bot-opened' });
    expect(connect(actor.getSnapshot()).display).toBe('visible');
  });

  it('a bot that fails while the click waits hides the chat with errors.yellow-ai-failed-to-load, whose Try again clicks again; a later failure shows nothing', () => {
    const { actor, commands, fromBot, snackbars } = start({ loggedIn: false });
    fromBot({ type: 'chat.bot-failed' });
    expect(snackbars).toEqual([]);
    actor.send({ type: 'chat.icon-click' });
    fromBot({ type: 'chat.bot-failed' });
    expect(connect(actor.getSnapshot())).toMatchObject({ display: 'hidden', iconLoading: false });
    expect(snackbars).toEqual([{ title: ErrorKey.yellowAiFailedToLoad, type: 'alert', action: expect.any(Function), actionText: 'general.try-again' }]);
    fromBot({ type: 'chat.bot-failed' });
    expect(snackbars).toHaveLength(1);
    snackbars[0]?.action?.();
    expect(connect(actor.getSnapshot()).display).toBe('loading');
    expect(commands.slice(-2)).toEqual([init('icon-click', 'anonymous'), { type: 'chat.open-bot' }]);
  });

  it('fetches a player’s unread count on connect, counts messages while hidden, resets on open', async () => {
    const { actor, fakes, fromBot } = start({ loggedIn: true });
    fakes.resolve('fetchChatToken', validToken);
    await flush();
    fromBot({ type: 'chat.connected' });
    expect(fakes.inputsOf('fetchUnreadCount')).toEqual([{ token: 'chat-token-1' }]);
    fakes.resolve('fetchUnreadCount', 3);
    await flush();
    fromBot({ type: 'chat.message-received' });
    expect(connect(actor.getSnapshot())).toMatchObject({ unread: 4, showUnreadBadge: true });
    fromBot({ type: 'chat.bot-opened' });
    fromBot({ type: 'chat.message-received' });
    expect(connect(actor.getSnapshot())).toMatchObject({ unread: 0, showUnreadBadge: false });
  });

  it('does not fetch the unread count for a guest, and reports a failed fetch', async () => {
    const guest = start({ loggedIn: false });
    guest.fromBot({ type: 'chat.connected' });
    expect(guest.fakes.inputsOf('fetchUnreadCount')).toEqual([]);

    const player = start({ loggedIn: true });
    player.fakes.resolve('fetchChatToken', validToken);
    await flush();
    player.fromBot({ type: 'chat.connected' });
    player.fakes.reject('fetchUnreadCount', new Error('offline'));
    await flush();
    expect(player.snackbars).toEqual([{ title: ErrorKey.yellowAiFailedFetchMessages, type: 'alert' }]);
  });

  it('property: nothing is unread while the chat is open, and the badge shows only while hidden', () => {
    const event = fc.constantFrom<ChatEvent>(
      { type: 'chat.icon-click' },
      { type: 'chat.bot-opened' },
      { type: 'chat.bot-closed' },
      { type: 'chat.message-received' },
      { type: 'chat.bot-failed' },
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (sequence) => {
        const { actor } = start({ loggedIn: false });
        for (const next of sequence) {
          actor.send(next);
          const view = connect(actor.getSnapshot());
          if (view.display === 'visible') expect(view.unread).toBe(0);
          expect(view.showUnreadBadge).toBe(view.display === 'hidden' && view.unread > 0);
        }
      }),
    );
  });
});
