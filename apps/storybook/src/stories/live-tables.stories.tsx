import { isTableOpen } from '@casino/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { liveTablesPlayground } from '../machines/live-tables.playground.ts';
import { demoWorld } from '../playground/demo-world.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const LiveTablesPlayground = playgroundOf(liveTablesPlayground);

const meta = {
  title: 'Machines/Live tables',
  component: LiveTablesPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof LiveTablesPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An update before init is stale; init goes live; a table goes offline; after stale, updates are dropped. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const pg = drive({ canvasElement, userEvent });
    const open = demoWorld().liveTables.filter(isTableOpen).length;
    await pg.expectState('waiting');
    await pg.send('live-tables.update (table offline)');
    await pg.expectContext('staleUpdates', '1');

    await pg.send('live-tables.init');
    await pg.expectState('live');
    await pg.expectView('status', '"live"');
    await pg.expectView('openTables', String(open));
    await pg.send('live-tables.update (table offline)');
    await pg.expectView('openTables', String(open - 1));
    await pg.expectContext('updates', '1');

    await pg.send('live-tables.stale');
    await pg.expectState('stale');
    await pg.send('live-tables.update (seats taken)');
    await pg.expectContext('staleUpdates', '2');
  },
};
