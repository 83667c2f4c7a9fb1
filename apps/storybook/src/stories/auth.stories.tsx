import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { authPlayground } from '../machines/auth.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const AuthPlayground = playgroundOf(authPlayground);

const meta = {
  title: 'Machines/Auth',
  component: AuthPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof AuthPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** pending → guest (no cookie) → login (cookie, valid session) → authenticated with its children → logout → guest. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('pending');
    await pg.expectView('ready', 'false');

    await pg.send('auth.authenticate');
    await pg.expectState('guest');
    await pg.expectView('status', '"guest"');
    await pg.expectView('ready', 'true');
    await expect(args.onEmitted).toHaveBeenCalledWith({ type: 'auth.guest' });
    await pg.expectDisabled('auth.logout');

    await pg.answer('hasLoginCookie', 'a login cookie');
    await pg.send('auth.authenticate');
    await pg.expectState('authenticated.withPlayerData');
    await pg.expectView('status', '"authenticated"');
    await pg.expectView('username', '"demo"');
    await expect(args.onEmitted).toHaveBeenCalledWith({ type: 'auth.authenticated', username: 'demo' });
    await pg.expectChild('keepAlive', 'running.heartbeat.waiting');
    await pg.expectChild('playerData', 'balances.loaded');
    await pg.expectHistory('playerData/loadBalances called');

    await pg.send('auth.logout');
    await pg.expectState('guest');
    await pg.expectView('loggedIn', 'false');
    await pg.expectView('notificationToken', 'null');
    await pg.expectNoChild('keepAlive');
    await pg.expectNoChild('playerData');
    await pg.expectHistory('keepAlive/activity stopped');
  },
};
