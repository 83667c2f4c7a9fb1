import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { keepAlivePlayground } from '../machines/keep-alive.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const KeepAlivePlayground = playgroundOf(keepAlivePlayground);

const meta = {
  title: 'Machines/Keep-alive',
  component: KeepAlivePlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof KeepAlivePlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Activity is debounced, the heartbeat fails and re-authentication saves the session; then both fail and it logs out. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('running.heartbeat.waiting');
    await pg.expectView('alive', 'true');

    await pg.send('keep-alive.activity');
    await pg.expectState('running.activity.settling');
    await pg.advance(250);
    await pg.expectState('running.activity.idle');

    await pg.outcome('heartbeat', 'fail');
    await pg.runNextTimer();
    await pg.expectHistory('xstate.error.actor.heartbeat');
    await pg.expectState('running.heartbeat.waiting');
    await pg.expectHistory('xstate.done.actor.reauthenticate');

    await pg.outcome('reauthenticate', 'fail');
    await pg.runNextTimer();
    await pg.expectState('loggedOut');
    await pg.expectView('loggedOut', 'true');
    await pg.expectHistory('keep-alive.logout');
    await expect(args.onEmitted).toHaveBeenCalledWith({ type: 'keep-alive.logout' });
    await pg.expectDisabled('keep-alive.activity');
  },
};

/** Calls settled by hand: the clock read hangs until resolved, the heartbeat answers 500 ms late. */
export const PendingCalls: Story = {
  args: { outcomes: { readClock: { mode: 'hang' }, heartbeat: { mode: 'delay', delayMs: 500 } } },
  play: async ({ canvasElement, userEvent }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('starting');
    await pg.settle('readClock', 'resolve');
    await pg.expectState('running.heartbeat.waiting');

    await pg.runNextTimer();
    await pg.expectState('running.heartbeat.readingClock');
    await pg.settle('readClock', 'fail');
    await pg.expectState('running.heartbeat.beating');
    await pg.expectHistory('heartbeat called');
    await pg.advance(499);
    await pg.expectState('running.heartbeat.beating');
    await pg.advance(1);
    await pg.expectState('running.heartbeat.waiting');
  },
};
