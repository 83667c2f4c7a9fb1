// The chat widget: display (hidden, loading, visible) and session (anonymous, authorising,
// authenticated) side by side; the provider's bot is a listener that takes init/open commands.
import * as chat from '@casino/machines/chat';
import { forMachine } from '../playground/machine-description.ts';
import { player } from './demo-scope.ts';

export const chatPlayground = forMachine(chat.chatMachine).describe({
  id: 'chat',
  title: 'Chat',
  summary:
    'Log in for a chat token, let the bot connect for the unread count, click the icon and let the bot open. The bot answers its commands when its outcome is Succeed.',
  input: () => ({ loggedIn: false }),
  actors: {
    bot: {
      kind: 'callback',
      reply: {
        // Waits by default, so each report of the provider's script is a button press.
        initial: 'hang',
        answers: {
          'connects and opens': (command) =>
            command.type === 'chat.open-bot' ? { type: 'chat.bot-opened' } : command.type === 'chat.init-bot' ? { type: 'chat.connected' } : null,
        },
      },
    },
    fetchChatToken: {
      kind: 'promise',
      answers: {
        'a session token': ({ world }) => ({ username: player(world).username, sessionToken: { sessionToken: 'chat-token-demo' }, errorCode: null }),
        'an error code': ({ world }) => ({ username: player(world).username, sessionToken: null, errorCode: 'INVALID_SESSION' }),
      },
    },
    fetchUnreadCount: { kind: 'promise', answers: { '3 unread': () => 3, 'none unread': () => 0 } },
  },
  events: [
    { event: { type: 'chat.icon-click' } },
    { event: { type: 'chat.login' } },
    { event: { type: 'chat.logout' } },
    { event: { type: 'chat.connected' } },
    { event: { type: 'chat.bot-opened' } },
    { event: { type: 'chat.bot-closed' } },
    { event: { type: 'chat.message-received' } },
  ],
  view: chat.connect,
});
