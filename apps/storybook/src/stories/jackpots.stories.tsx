import { ErrorKey } from '@casino/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { jackpotsPlayground } from '../machines/jackpots.playground.ts';
import { DEMO_EPOCH } from '../playground/demo-world.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const JackpotsPlayground = playgroundOf(jackpotsPlayground);

const meta = {
  title: 'Machines/Jackpots',
  component: JackpotsPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof JackpotsPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tickers climb with the clock; a route change waits 30 s; hidden pauses; a failed forced refresh alerts. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('data.idle');
    await pg.expectState('clock.running');
    await pg.expectView('loading', 'false');
    const shown = await pg.readView('jackpots.0.levels.0.value');

    await pg.advance(1000);
    await pg.expectContext('now', String(DEMO_EPOCH + 1000));
    await pg.expectDisabled('jackpots.route-changed');

    await pg.advance(30_000);
    // The levels climb in steps of a few seconds.
    await expect(await pg.readView('jackpots.0.levels.0.value')).not.toBe(shown);
    await pg.send('jackpots.route-changed');
    await pg.expectHistory('fetchJackpots called');
    await pg.expectState('data.idle');

    await pg.send('jackpots.visibility-changed (hidden)');
    await pg.expectState('clock.paused');
    await pg.expectView('paused', 'true');

    await pg.outcome('fetchJackpots', 'fail');
    await pg.send('jackpots.refresh (forced)');
    await pg.expectView('failed', 'true');
    await expect(args.onEmitted).toHaveBeenCalledWith({ type: 'snackbar.show', message: { title: ErrorKey.failedToFetchJackpots, type: 'alert' } });
  },
};
