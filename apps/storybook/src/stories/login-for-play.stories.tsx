import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loginForPlayPlayground } from '../machines/login-for-play.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const LoginForPlayPlayground = playgroundOf(loginForPlayPlayground);

const meta = {
  title: 'Machines/Game session: login for play',
  component: LoginForPlayPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof LoginForPlayPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest gets the login dialog; after it settles, auth is asked again and a player has logged in. */
export const Playground: Story = {
  args: { outcomes: { authReady: { mode: 'hang' } } },
  play: async ({ canvasElement, userEvent }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('waitingForAuth');
    await pg.answer('authReady', 'a guest');
    await pg.settle('authReady', 'resolve');
    // The dialog settles at once (its fake answers), so the flow asks auth again.
    await pg.expectHistory('openLoginDialog');
    await pg.expectHistory('xstate.done.actor.loginDialogSettled');
    await pg.expectState('checking');
    await pg.answer('authReady', 'a player is logged in');
    await pg.settle('authReady', 'resolve');
    await pg.expectState('done');
    await pg.expectStatus('done');
    await pg.expectView('output.loggedIn', 'true');
  },
};
