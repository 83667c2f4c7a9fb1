import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { playerMessagesPlayground } from '../machines/player-messages.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const PlayerMessagesPlayground = playgroundOf(playerMessagesPlayground);

const meta = {
  title: 'Machines/Player messages',
  component: PlayerMessagesPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof PlayerMessagesPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Login message, message and dialog, 1 s apart, then the free-spins popup; real-money play is left alone. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('idle');
    await pg.send('player-messages.game-started (demo, with a bonus code)');
    await pg.expectState('showing');
    await pg.expectView('message.displayType', '"login-message"');

    await pg.send('player-messages.close');
    await pg.expectState('pausing');
    await pg.advance(1000);
    await pg.expectView('message.displayType', '"message"');
    await pg.send('player-messages.close');
    await pg.advance(1000);
    await pg.expectView('message.displayType', '"dialog"');
    await pg.send('player-messages.close');

    await pg.expectState('bonusDetails');
    await pg.expectView('bonusDetails.freeSpinsCount', '50');
    await pg.send('player-messages.close-bonus-details');
    await pg.expectState('idle');
    await pg.expectView('busy', 'false');

    await pg.expectDisabled('player-messages.game-started (real money)');
  },
};
