import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { player } from '../machines/demo-scope.ts';
import { playerDataPlayground } from '../machines/player-data.playground.ts';
import { demoWorld } from '../playground/demo-world.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const PlayerDataPlayground = playgroundOf(playerDataPlayground);

const meta = {
  title: 'Machines/Player data',
  component: PlayerDataPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof PlayerDataPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every part loads; the balance is hidden and saved; a failing bonuses refresh keeps its short error; a balance notification lands. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const pg = drive({ canvasElement, userEvent });
    const main = player(demoWorld()).balances.find((balance) => balance.type === 'casino_gaming')!;
    await pg.expectState('balances.loaded');
    await pg.expectState('notificationToken.loaded');
    await pg.expectView('loading', 'false');
    await pg.expectView('balance.amount', String(main.amount));

    await pg.send('player-data.set-balance-visible (hide)');
    await pg.expectHistory('xstate.done.actor.updateBalanceVisibility');
    await pg.expectView('balanceVisible', 'false');
    await pg.expectView('balanceVisibilitySaving', 'false');

    await pg.outcome('loadBonuses', 'fail');
    await pg.send('player-data.refresh (bonuses)');
    await pg.expectState('bonuses.failed');
    await pg.expectState('gamingBonuses.loaded');
    await pg.expectView('errors.0', '"bonuses"');

    await pg.send('player-data.balance-updated');
    await pg.expectView('balance.amount', '777.5');
  },
};
