import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { localePlayground } from '../machines/locale.playground.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const LocalePlayground = playgroundOf(localePlayground);

const meta = {
  title: 'Machines/Locale',
  component: LocalePlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof LocalePlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Switch to English (cookie, refetch, navigation, announcement); a failing load keeps English. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const pg = drive({ canvasElement, userEvent });
    await pg.expectState('ready');
    await pg.expectView('locale', '"cs"');

    await pg.send('locale.change (English)');
    await pg.expectView('locale', '"en"');
    await pg.expectHistory('persistLocale');
    await pg.expectHistory('refetchCachedData');
    await pg.expectHistory('navigate');
    await expect(args.onEmitted).toHaveBeenCalledWith({ type: 'locale.changed', locale: 'en' });

    await pg.outcome('loadMessages', 'fail');
    await pg.send('locale.change (Czech)');
    await pg.expectHistory('xstate.error.actor.loadMessages');
    await pg.expectState('ready');
    await pg.expectView('locale', '"en"');
    await pg.expectView('pendingLocale', 'null');
  },
};
