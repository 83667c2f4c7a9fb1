import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { regulatoryTimerPlayground } from '../machines/regulatory-timer.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const RegulatoryTimerPlayground = playgroundOf(regulatoryTimerPlayground);

const meta = {
  title: 'Machines/Regulatory timer',
  component: RegulatoryTimerPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof RegulatoryTimerPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts from the first login (25 minutes ago), hides for real money, resets at logout. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('stopped');
    await pg.expectView('elapsed', '"00:00:00"');
    await pg.send('regulatory-timer.user-changed (logged in)');
    await pg.expectState('running');
    await pg.advance(1000);
    await pg.expectView('elapsed', '"00:25:01"');
    await pg.expectView('visible', 'true');

    await pg.send('regulatory-timer.play-changed (real money)');
    await pg.expectView('visible', 'false');
    await pg.send('regulatory-timer.play-changed (demo)');
    await pg.expectView('visible', 'true');

    await pg.send('regulatory-timer.user-changed (logged out)');
    await pg.expectState('stopped');
    await pg.expectView('elapsed', '"00:00:00"');
    await pg.expectHistory('clock stopped');
  },
};
