import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { filtersPlayground } from '../machines/filters.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const FiltersPlayground = playgroundOf(filtersPlayground);

const meta = {
  title: 'Machines/Filters',
  component: FiltersPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof FiltersPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Restore (nothing saved), pick in the panel, apply on the home page (off to all games), then another page clears. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('ready.closed');
    await pg.send('filters.catalogue-loaded');
    await pg.send('filters.page-changed (home)');
    await pg.expectView('activeCount', '0');

    await pg.send('filters.open');
    await pg.expectState('ready.open');
    await pg.expectDisabled('filters.apply');
    await pg.send('filters.toggle-option (provider)');
    await pg.send('filters.set-flag (jackpot)');
    await pg.expectView('draftCount', '2');
    await pg.expectView('canApply', 'true');

    await pg.send('filters.apply');
    await pg.expectState('ready.closed');
    await pg.expectView('activeCount', '2');
    await pg.expectHistory('saveApplied');
    await pg.expectHistory('track');
    await pg.expectHistory('navigate');

    // The all-games view the apply went to keeps the filters; another page clears them.
    await pg.send('filters.page-changed (all games)');
    await pg.expectView('activeCount', '2');
    await pg.send('filters.page-changed (jackpots)');
    await pg.expectView('activeCount', '0');
    await pg.expectHistory('removeSaved');
    await expect(await pg.readView('enabledGroups')).not.toBe('Array(0)');
  },
};
