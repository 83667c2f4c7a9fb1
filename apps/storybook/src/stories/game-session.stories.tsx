import { ErrorKey } from '@casino/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { gameSessionPlayground } from '../machines/game-session.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const GameSessionPlayground = playgroundOf(gameSessionPlayground);

const meta = {
  title: 'Machines/Game session',
  component: GameSessionPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof GameSessionPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A demo game starts, is tracked and navigated to, and stops; real money waits for the login flow; a bad token alerts. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('none');
    await pg.send('game-session.play (demo)');
    await pg.expectState('active');
    await pg.expectView('active', 'true');
    await pg.expectView('session.mode', '"demo"');
    await pg.expectHistory('trackOrigin');
    await pg.expectHistory('navigate');
    await pg.send('game-session.stop (back)');
    await pg.expectState('none');
    await pg.expectHistory('goBack');

    // Real money: the login-for-play child waits for auth until its call is settled by hand.
    await pg.outcome('loginForPlay/authReady', 'hang');
    await pg.send('game-session.play (real money)');
    await pg.expectState('authorising.loggingIn');
    await pg.expectChild('loginForPlay', 'waitingForAuth');
    await pg.settle('loginForPlay/authReady', 'resolve');
    await pg.expectState('active');
    await pg.expectView('playingReal', 'true');
    await pg.send('game-session.stop (to the lobby)');
    await pg.expectState('none');

    await pg.outcome('loginForPlay/authReady', 'succeed');
    await pg.answer('fetchPlayToken', 'an error code');
    await pg.send('game-session.play (real money)');
    await pg.expectHistory('xstate.done.actor.fetchPlayToken');
    await pg.expectState('none');
    await expect(args.onEmitted).toHaveBeenCalledWith({ type: 'snackbar.show', message: { title: ErrorKey.invalidGameSession, type: 'alert' } });
  },
};
