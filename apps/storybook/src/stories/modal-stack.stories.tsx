import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { modalStackPlayground } from '../machines/modal-stack.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const ModalStackPlayground = playgroundOf(modalStackPlayground);

const meta = {
  title: 'Machines/Modal stack',
  component: ModalStackPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof ModalStackPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two modals stack by priority, an unregistered one is closed; my account closes only from its own origin. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('stack.empty');
    await pg.send('modal-stack.register (game-details, medium)');
    await pg.send('modal-stack.register (login, high)');
    await pg.send('modal-stack.open (game-details)');
    await pg.expectState('stack.stacked');
    await pg.send('modal-stack.open (login)');
    await pg.expectView('topId', '"login"');
    await pg.expectView('modals.1.zIndex', '5000');

    await pg.send('modal-stack.open (unregistered)');
    await expect(args.onEmitted).toHaveBeenCalledWith({ type: 'modal-stack.closed', id: 'promo-popup' });
    await pg.send('modal-stack.close (login)');
    await pg.expectView('topId', '"game-details"');

    await pg.send('modal-stack.open-my-account (dashboard)');
    await pg.expectState('myAccount.open.dashboard');
    await pg.expectHistory('frameMessages called');
    await pg.expectDisabled('modal-stack.my-account-message (close-modal from elsewhere)');
    await pg.send('modal-stack.my-account-message (close-modal from the frame)');
    await pg.expectState('myAccount.closed');

    await pg.send('modal-stack.close-all');
    await pg.expectState('stack.empty');
    await pg.expectView('topId', 'null');
  },
};
