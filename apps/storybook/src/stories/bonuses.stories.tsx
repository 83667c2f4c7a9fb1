import { ErrorKey } from '@casino/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { bonusesPlayground } from '../machines/bonuses.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const BonusesPlayground = playgroundOf(bonusesPlayground);

const meta = {
  title: 'Machines/Bonuses',
  component: BonusesPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof BonusesPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Accept a bonus (tracked, confirmed), opt in to a template, then a failing opt-out shows its error key. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('idle');
    await pg.expectView('badgeVisible', 'true');

    await pg.send('bonuses.confirm (accept)');
    await pg.expectHistory('xstate.done.actor.confirmBonus');
    await pg.expectHistory('track');
    await expect(args.onEmitted).toHaveBeenCalledWith(expect.objectContaining({ type: 'bonuses.confirmed', action: 'accept' }));

    const optInsBefore = await pg.readContext('bonusTemplateOptIns');
    await pg.send('bonuses.opt-in');
    await pg.expectHistory('xstate.done.actor.optInToTemplate');
    await pg.expectState('idle');
    await expect(await pg.readContext('bonusTemplateOptIns')).not.toBe(optInsBefore);

    await pg.outcome('optOutFromTemplate', 'fail');
    await pg.send('bonuses.opt-out');
    await pg.expectHistory('xstate.error.actor.optOutFromTemplate');
    await expect(args.onEmitted).toHaveBeenCalledWith({
      type: 'snackbar.show',
      message: { title: ErrorKey.unableToOptoutFromBonusTemplate, type: 'alert' },
    });
    await pg.expectState('idle');
  },
};
