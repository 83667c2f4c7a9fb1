import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { chatPlayground } from '../machines/chat.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const ChatPlayground = playgroundOf(chatPlayground);

const meta = {
  title: 'Machines/Chat',
  component: ChatPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof ChatPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest logs in (chat token), the bot connects (3 unread), the icon opens the chat (unread reset), logout. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('display.hidden');
    await pg.expectState('session.anonymous');
    await pg.expectHistory('bot ← chat.init-bot');

    await pg.send('chat.login');
    await pg.expectState('session.authenticated.idle');
    await pg.expectContext('token', '"chat-token-demo"');
    await pg.send('chat.connected');
    await pg.expectView('unread', '3');
    await pg.expectView('showUnreadBadge', 'true');

    await pg.send('chat.icon-click');
    await pg.expectState('display.loading');
    await pg.expectView('iconLoading', 'true');
    await pg.expectHistory('bot ← chat.open-bot');
    await pg.send('chat.bot-opened');
    await pg.expectState('display.visible');
    await pg.expectView('unread', '0');

    await pg.send('chat.logout');
    await pg.expectState('session.anonymous');
    await pg.expectView('session', '"anonymous"');
  },
};
