import { ErrorKey, LabelKey } from '@casino/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { liveWinnersPlayground } from '../machines/live-winners.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const LiveWinnersPlayground = playgroundOf(liveWinnersPlayground);

const meta = {
  title: 'Machines/Live winners',
  component: LiveWinnersPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof LiveWinnersPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fetched at start and after 30 s; a failure keeps the winners and offers Try again; retry fetches at once. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('ready');
    await pg.expectView('initialLoading', 'false');
    const winners = await pg.readView('winners');

    await pg.outcome('fetchLiveWinners', 'fail');
    await pg.runNextTimer();
    await pg.expectState('failed');
    await pg.expectView('failed', 'true');
    await pg.expectView('winners', winners);
    await expect(args.onEmitted).toHaveBeenCalledWith({
      type: 'snackbar.show',
      message: expect.objectContaining({ title: ErrorKey.failedToFetchLiveWinners, actionText: LabelKey.tryAgain }),
    });

    await pg.outcome('fetchLiveWinners', 'succeed');
    await pg.send('live-winners.retry');
    await pg.expectState('ready');
    await pg.expectView('failed', 'false');
  },
};
