import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { bannerPlayground } from '../machines/banner.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const BannerPlayground = playgroundOf(bannerPlayground);

const meta = {
  title: 'Machines/Banner',
  component: BannerPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof BannerPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown on an Android phone; view opens the store and remembers the dismissal. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('shown');
    await pg.expectView('visible', 'true');
    await pg.expectView('store', '"google"');
    await pg.send('banner.view');
    await pg.expectState('dismissed');
    await pg.expectStatus('done');
    await pg.expectHistory('openStoreLink');
    await pg.expectHistory('rememberDismissal');
    await pg.expectView('visible', 'false');
    await pg.expectDisabled('banner.close');
  },
};
