import { ErrorKey } from '@casino/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { notFavourite, player } from '../machines/demo-scope.ts';
import { favouritesPlayground } from '../machines/favourites.playground.ts';
import { demoWorld } from '../playground/demo-world.ts';
import { drive } from '../playground/play-helpers.ts';
import { playgroundOf } from '../playground/playground-of.tsx';

const FavouritesPlayground = playgroundOf(favouritesPlayground);

const meta = {
  title: 'Machines/Favourites',
  component: FavouritesPlayground,
  args: { clockRunning: false, onEvent: fn(), onEmitted: fn() },
} satisfies Meta<typeof FavouritesPlayground>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Login loads the three lists; a new game is added first; a failing removal keeps the list; logout clears. */
export const Playground: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const pg = drive({ canvasElement, userEvent });
    const world = demoWorld();
    const added = notFavourite(world).gameCode;
    const favourite = player(world).favourites[0]!;

    await pg.expectState('guest');
    await pg.send('favourites.login (layout with every list)');
    await pg.expectState('player.favourites.loaded.idle');
    await pg.expectState('player.playerGames.loaded');
    await pg.expectState('player.recentResults.loaded');
    await pg.expectView('loggedIn', 'true');

    await pg.send('favourites.toggle (new game)');
    await pg.expectHistory('xstate.done.actor.addFavourite');
    await pg.expectContext('favourites.0', JSON.stringify(added));

    await pg.outcome('removeFavourite', 'fail');
    await pg.send('favourites.toggle (a favourite)');
    await pg.expectHistory('xstate.error.actor.removeFavourite');
    await expect(args.onEmitted).toHaveBeenCalledWith({
      type: 'snackbar.show',
      message: { title: ErrorKey.unableToRemoveGameFromFavorites, type: 'alert' },
    });
    await pg.expectContext('favourites.1', JSON.stringify(favourite));

    await pg.send('favourites.logout');
    await pg.expectState('guest');
    await pg.expectView('loggedIn', 'false');
  },
};
