import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { buildUpdatePlayground } from '../machines/build-update.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const BuildUpdatePlayground = playgroundOf(buildUpdatePlayground);

const meta = {
  title: 'Machines/Build update',
  component: BuildUpdatePlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof BuildUpdatePlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Polls (same build, then a new one), then a chunk-load error redirects after 10 s. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('watching.waiting');
    await pg.runNextTimer();
    await pg.expectHistory('xstate.done.actor.fetchLatestBuild');
    await pg.expectState('watching.waiting');
    await pg.expectView('updateAvailable', 'false');

    await pg.answer('fetchLatestBuild', 'a new build');
    await pg.runNextTimer();
    await pg.expectState('watching.updateAvailable');
    await pg.expectView('updateAvailable', 'true');
    await expect(args.onEmitted).toHaveBeenCalledWith({ type: 'build-update.available', id: 'build-2026-11-21.2' });

    await pg.send('build-update.chunk-error');
    await pg.expectState('chunkError');
    await pg.expectView('errorPage.statusMessage', '"CHUNK-ERROR"');
    await pg.advance(10_000);
    await pg.expectState('redirecting');
    await pg.expectHistory('redirectToOrigin');
  },
};
