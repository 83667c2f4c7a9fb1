import { visibleWebMessages } from '@casino/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { webMessagesPlayground } from '../machines/web-messages.playground.ts';
import { DEMO_EPOCH, demoWorld } from '../playground/demo-world.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const WebMessagesPlayground = playgroundOf(webMessagesPlayground);

const meta = {
  title: 'Machines/Web messages',
  component: WebMessagesPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof WebMessagesPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

const TWELVE_HOURS = 12 * 60 * 60 * 1000;

/** A dismissed notice hides and is saved; twelve hours later it is forgotten. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('ready');
    const visible = await pg.readView('visible');
    await expect(visible).not.toBe('Array(0)');

    await pg.send('web-messages.dismiss (first visible)');
    await pg.expectHistory('saveDismissals');
    await expect(await pg.readView('visible')).not.toBe(visible);

    await pg.advance(TWELVE_HOURS + 1);
    await pg.send('web-messages.clock (to the playground time)');
    await pg.expectContext('now', String(DEMO_EPOCH + TWELVE_HOURS + 1));
    // No dismissal is younger than 12 hours now: the view is core's rule with none.
    const expected = visibleWebMessages(demoWorld().webMessages, new Date(DEMO_EPOCH + TWELVE_HOURS + 1), new Set());
    await pg.expectView('visible', `Array(${expected.length})`);
  },
};
