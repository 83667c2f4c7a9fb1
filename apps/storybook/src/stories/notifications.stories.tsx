import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { notificationsPlayground } from '../machines/notifications.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const NotificationsPlayground = playgroundOf(notificationsPlayground);

const meta = {
  title: 'Machines/Notifications',
  component: NotificationsPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof NotificationsPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The socket connects with the token; bonus, balance and logout notifications each ask for their follow-up. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('idle');
    await pg.send('notifications.start');
    await pg.expectState('active.connected');
    await pg.expectView('status', '"connected"');

    await pg.send('notifications.message (BONUS)');
    await expect(args.onEmitted).toHaveBeenCalledWith({ type: 'notifications.messages-changed', messageType: 'bonus' });
    await pg.send('notifications.message (BALANCE)');
    await pg.expectHistory('dispatchBalanceEvent');
    await expect(args.onEmitted).toHaveBeenCalledWith(expect.objectContaining({ type: 'notifications.balance-changed' }));
    await pg.send('notifications.message (LOGOUT)');
    await expect(args.onEmitted).toHaveBeenCalledWith({ type: 'notifications.reauthenticate' });
    await pg.expectView('received', '3');

    await pg.send('notifications.disconnected');
    await pg.expectState('active.reconnecting');
    await pg.send('notifications.connected');
    await pg.expectState('active.connected');

    await pg.send('notifications.stop');
    await pg.expectState('idle');
    await pg.expectHistory('connection stopped');
  },
};
