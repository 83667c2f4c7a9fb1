import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { searchPlayground } from '../machines/search.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const SearchPlayground = playgroundOf(searchPlayground);

const meta = {
  title: 'Machines/Search',
  component: SearchPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof SearchPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Results at every keystroke, tracking after a 450 ms pause, the empty state, clear. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.send('search.catalogue-loaded');
    await pg.expectView('showPopularProviders', 'true');

    await pg.send('search.input ("book")');
    await pg.expectState('typing');
    await pg.expectView('searching', 'true');
    await expect(await pg.readView('totalResults')).not.toBe('0');
    await pg.advance(449);
    await pg.expectState('typing');
    await pg.advance(1);
    await pg.expectState('idle');
    await pg.expectHistory('track');

    await pg.send('search.input ("qqqq")');
    await pg.expectView('showEmptyState', 'true');
    await pg.send('search.clear');
    await pg.expectView('term', '""');
    await pg.expectView('canClear', 'false');
  },
};
