import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { recommendationsPlayground } from '../machines/recommendations.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const RecommendationsPlayground = playgroundOf(recommendationsPlayground);

const meta = {
  title: 'Machines/Recommendations',
  component: RecommendationsPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof RecommendationsPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refresh draws a new seed; personalising with an empty cache asks the service and stores its picks. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('refresh.idle');
    await pg.expectState('personalised.idle');
    const seed = await pg.readContext('categories.0.seed');

    await pg.send('recommendations.refresh (because you like)');
    await pg.expectHistory('xstate.done.actor.drawRandom');
    await pg.expectState('refresh.idle');
    await expect(await pg.readContext('categories.0.seed')).not.toBe(seed);

    await pg.send('recommendations.personalise');
    await pg.expectHistory('xstate.done.actor.fetchPersonalisedGames');
    await pg.expectHistory('storePersonalisedGames');
    await pg.expectView('personalisedLoading', 'false');
    await expect(await pg.readView('personalised')).not.toBe('Array(0)');

    await pg.send('recommendations.clear-personal');
    await pg.expectContext('personalised', 'null');
  },
};
