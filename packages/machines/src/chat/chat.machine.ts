// The chat widget (part 2 §4): the display follows the provider's bot (icon click when hidden →
// loading → bot opened; bot-closed hides it), the session follows the login (a logged-in player
// gets a chat token, falling back to anonymous with errors.yellow-ai-invalid-session), and every
// (re)initialisation of the bot says why: page refresh, authentication, icon click or logout.
// On connect a player's unread count is fetched (errors.yellow-ai-failed-fetch-messages); a
// message while hidden adds one and opening resets it. A bot that fails while the icon's click
// waits for it (its script does not load, or refuses to open) hides the chat again with
// errors.yellow-ai-failed-to-load and Try again (another click); a failure nobody waits for shows
// nothing, and the next click tries again. The provider script, the token call and the unread-count
// call are injected actors.
import { CHAT_CLIENT_TYPE, CHAT_PLATFORM, CHAT_SYSTEM_ID, chatSessionToken, ErrorKey, type PlayTokenResponse } from '@casino/core';
import { assign, emit, enqueueActions, fromCallback, fromPromise, sendTo, setup, stateIn } from 'xstate';
import { showAlert } from '../snackbar/snackbar-request.ts';
import type { ChatBotCommand, ChatContext, ChatEmitted, ChatEvent, ChatInitReason, ChatInput } from './chat.types.ts';
import { notProvidedActor } from '../shared/not-provided.ts';

const initCommand = (context: ChatContext, reason: ChatInitReason): ChatBotCommand => ({
  type: 'chat.init-bot',
  reason,
  session: context.token === null ? 'anonymous' : 'authenticated',
  token: context.token,
  clientType: CHAT_CLIENT_TYPE,
  platform: CHAT_PLATFORM,
  systemId: CHAT_SYSTEM_ID,
});

export const chatMachine = setup({
  types: {
    context: {} as ChatContext,
    events: {} as ChatEvent,
    input: {} as ChatInput,
    emitted: {} as ChatEmitted,
  },
  actors: {
    /** The provider's script: takes ChatBotCommand, sends chat.connected / bot-opened / bot-closed / message-received. */
    bot: fromCallback<ChatBotCommand>(notProvidedActor('chat', 'bot')),
    /** The gateway's token call for chat. */
    fetchChatToken: fromPromise<PlayTokenResponse, void>(notProvidedActor('chat', 'fetchChatToken')),
    /** The provider's unread-count query for the player. */
    fetchUnreadCount: fromPromise<number, { token: string }>(notProvidedActor('chat', 'fetchUnreadCount')),
  },
  actions: {
    initBot: sendTo('bot', ({ context }) => initCommand(context, context.pendingReason)),
    /** Opening from the icon initialises the bot for the click, then opens it. */
    openFromIcon: enqueueActions(({ context, enqueue }) => {
      enqueue.sendTo('bot', initCommand(context, 'icon-click'));
      enqueue.sendTo('bot', { type: 'chat.open-bot' } satisfies ChatBotCommand);
    }),
    showInvalidSession: emit(() => showAlert(ErrorKey.yellowAiInvalidSession)),
    showUnreadError: emit(() => showAlert(ErrorKey.yellowAiFailedFetchMessages)),
    showBotFailed: emit(({ self }) => showAlert(ErrorKey.yellowAiFailedToLoad, { retry: () => self.send({ type: 'chat.icon-click' }) })),
  },
  guards: {
    startsLoggedIn: ({ context }) => context.startLoggedIn,
    hasSessionToken: (_, params: { response: PlayTokenResponse }) => chatSessionToken(params.response) !== null,
    isHidden: stateIn({ display: 'hidden' }),
  },
}).createMachine({
  id: 'chat',
  type: 'parallel',
  context: ({ input }) => ({ unread: 0, token: null, pendingReason: 'page-refresh', startLoggedIn: input.loggedIn }),
  invoke: { id: 'bot', src: 'bot' },
  states: {
    display: {
      initial: 'hidden',
      states: {
        hidden: {
          on: {
            'chat.icon-click': { target: 'loading', actions: 'openFromIcon' },
            'chat.bot-opened': 'visible',
            'chat.message-received': { actions: assign({ unread: ({ context }) => context.unread + 1 }) },
          },
        },
        loading: {
          on: {
            'chat.bot-opened': 'visible',
            'chat.bot-closed': 'hidden',
            'chat.bot-failed': { target: 'hidden', actions: 'showBotFailed' },
          },
        },
        visible: {
          entry: assign({ unread: 0 }),
          on: { 'chat.bot-closed': 'hidden' },
        },
      },
    },
    session: {
      initial: 'anonymous',
      states: {
        anonymous: {
          // A logged-in page load authorises before the bot is initialised.
          always: { guard: 'startsLoggedIn', target: 'authorising' },
          entry: enqueueActions(({ context, enqueue }) => {
            if (!context.startLoggedIn) enqueue('initBot');
          }),
          on: {
            'chat.login': { target: 'authorising', actions: assign({ pendingReason: 'authentication' }) },
          },
        },
        authorising: {
          entry: assign({ startLoggedIn: false }),
          invoke: {
            id: 'fetchChatToken',
            src: 'fetchChatToken',
            onDone: [
              {
                guard: { type: 'hasSessionToken', params: ({ event }) => ({ response: event.output }) },
                target: 'authenticated',
                actions: assign({ token: ({ event }) => chatSessionToken(event.output) }),
              },
              { target: 'anonymous', actions: 'showInvalidSession' },
            ],
            onError: { target: 'anonymous', actions: 'showInvalidSession' },
          },
          on: {
            'chat.logout': { target: 'anonymous', actions: assign({ pendingReason: 'logout' }) },
          },
        },
        authenticated: {
          entry: 'initBot',
          initial: 'idle',
          on: {
            'chat.logout': { target: 'anonymous', actions: assign({ token: null, pendingReason: 'logout' }) },
            // Not a re-entry of `authenticated`: its entry initialises the bot, and the bot answers an
            // initialisation with `chat.connected` (a real provider does at once).
            'chat.connected': '.countingUnread',
          },
          states: {
            idle: {},
            countingUnread: {
              invoke: {
                id: 'fetchUnreadCount',
                src: 'fetchUnreadCount',
                input: ({ context }) => ({ token: context.token ?? '' }),
                onDone: [
                  { guard: 'isHidden', target: 'idle', actions: assign({ unread: ({ event }) => event.output }) },
                  // An open chat shows the messages: nothing is unread.
                  { target: 'idle' },
                ],
                onError: { target: 'idle', actions: 'showUnreadError' },
              },
            },
          },
        },
      },
    },
  },
});
