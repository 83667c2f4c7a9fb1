import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { panicPlayground } from '../machines/panic.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const PanicPlayground = playgroundOf(panicPlayground);

const meta = {
  title: 'Machines/Panic',
  component: PanicPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof PanicPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 3000 ms hold opens the confirmation; a failed block stays there; the block succeeds; self-exclusion redirects. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('idle');
    await pg.send('panic.press-start');
    await pg.expectState('holding');
    await pg.expectView('holding', 'true');
    await pg.advance(2999);
    await pg.expectState('holding');
    await pg.advance(1);
    await pg.expectState('confirming');
    await pg.expectHistory('track');

    await pg.outcome('block', 'fail');
    await pg.send('panic.confirm');
    await pg.expectHistory('xstate.error.actor.block');
    await pg.expectState('confirming');
    await pg.expectView('blockFailed', 'true');

    await pg.outcome('block', 'succeed');
    await pg.send('panic.confirm');
    await pg.expectState('blocked');
    await pg.expectView('blocked', 'true');

    await pg.send('panic.user-changed (self-excluded)');
    await pg.expectState('redirected');
    await pg.expectHistory('redirect');
    await pg.expectStatus('done');
  },
};
