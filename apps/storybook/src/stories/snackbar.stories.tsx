import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { snackbarPlayground } from '../machines/snackbar.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const SnackbarPlayground = playgroundOf(snackbarPlayground);

const meta = {
  title: 'Machines/Snackbar',
  component: SnackbarPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof SnackbarPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Messages expire after 5000 ms; a sticky one stays until its action closes it. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('idle');
    await pg.send('snackbar.show (alert with Try again)');
    await pg.expectState('showing');
    await pg.send('snackbar.show (info)');
    await pg.expectView('count', '2');
    await pg.expectView('messages.0.hasAction', 'true');

    await pg.advance(4999);
    await pg.expectView('count', '2');
    await pg.advance(1);
    await pg.expectState('idle');
    await pg.expectView('isEmpty', 'true');

    await pg.send('snackbar.show (sticky success)');
    await pg.expectView('messages.0.sticky', 'true');
    await pg.advance(60_000);
    await pg.expectView('count', '1');
    await pg.send('snackbar.action (first with an action)');
    await pg.expectState('idle');
  },
};
