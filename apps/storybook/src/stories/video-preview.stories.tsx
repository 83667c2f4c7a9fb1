import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { videoPreviewPlayground } from '../machines/video-preview.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const VideoPreviewPlayground = playgroundOf(videoPreviewPlayground);

const meta = {
  title: 'Machines/Media: video preview',
  component: VideoPreviewPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof VideoPreviewPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The image shows while buffering; after 1.4 s the video plays muted; a refused autoplay falls back to the image. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('loading');
    await pg.expectView('showImage', 'true');
    await pg.advance(1400);
    await pg.expectState('loaded');
    await pg.expectHistory('playMuted called');
    await pg.expectView('showVideo', 'true');
    await pg.send('video-preview.failed');
    await pg.expectState('error');

    await pg.outcome('playMuted', 'fail');
    await pg.restart();
    await pg.expectState('loading');
    await pg.advance(1400);
    await pg.expectHistory('xstate.error.actor.playMuted');
    await pg.expectState('error');
    await pg.expectView('showImage', 'true');
  },
};
