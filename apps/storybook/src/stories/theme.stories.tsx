import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { themePlayground } from '../machines/theme.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const ThemePlayground = playgroundOf(themePlayground);

const meta = {
  title: 'Machines/Theme',
  component: ThemePlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof ThemePlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toggle cycles system → dark → light → system; in system the device's scheme paints the page. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('system');
    await pg.expectView('resolved', '"light"');
    await pg.send('theme.toggle');
    await pg.expectState('dark');
    await pg.expectHistory('persistTheme');
    await pg.expectHistory('track');
    await pg.send('theme.toggle');
    await pg.expectState('light');
    await pg.expectView('next', '"system"');
    await pg.send('theme.toggle');
    await pg.expectState('system');
    await pg.send('theme.system-changed (device dark)');
    await pg.expectView('resolved', '"dark"');
  },
};
