import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { lazyImagePlayground } from '../machines/lazy-image.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const LazyImagePlayground = playgroundOf(lazyImagePlayground);

const meta = {
  title: 'Machines/Media: lazy image',
  component: LazyImagePlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof LazyImagePlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading with a placeholder, loaded, broken (fallback shown), a new source starts over. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('loading');
    await pg.expectView('showPlaceholder', 'true');
    await pg.send('lazy-image.loaded');
    await pg.expectState('loaded');
    await pg.expectView('showPlaceholder', 'false');
    await pg.send('lazy-image.failed');
    await pg.expectState('error');
    await pg.expectView('isFallback', 'true');
    await pg.expectView('src', '"/content/assets/fallback-game.webp"');
    await pg.send('lazy-image.src-changed');
    await pg.expectState('loading');
  },
};
