import { ErrorKey } from '@casino/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { hubConnectionPlayground } from '../machines/hub-connection.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const HubConnectionPlayground = playgroundOf(hubConnectionPlayground);

const meta = {
  title: 'Machines/Hub connection',
  component: HubConnectionPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof HubConnectionPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Connects on setup, drops and reconnects, forwards a message, stops; a failing start offers Try again. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('Connected');
    await pg.expectHistory('connection ← hub-connection.connect');
    await pg.expectView('live', 'true');

    await pg.send('hub-connection.dropped');
    await pg.expectState('Reconnecting');
    await pg.send('hub-connection.reconnected');
    await pg.expectState('Connected');
    await pg.expectView('reconnects', '1');

    await pg.send('hub-connection.message (init)');
    await expect(args.onEmitted).toHaveBeenCalledWith(expect.objectContaining({ type: 'hub-connection.message' }));

    await pg.send('hub-connection.stop');
    await pg.expectHistory('connection ← hub-connection.disconnect');
    await pg.expectState('Disconnected');
    await pg.expectView('canStart', 'true');

    await pg.outcome('connection', 'fail');
    await pg.send('hub-connection.start');
    await pg.expectHistory('hub-connection.connect-failed');
    await pg.expectState('Disconnected');
    await pg.expectView('error', '"WebSocket failed to connect"');
    await expect(args.onEmitted).toHaveBeenCalledWith({
      type: 'snackbar.show',
      message: expect.objectContaining({ title: ErrorKey.failedToConnectToLiveFeed, actionText: 'general.try-again' }),
    });
  },
};
