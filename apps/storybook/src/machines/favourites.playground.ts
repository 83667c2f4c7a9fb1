// Favourites and the other personal lists: each list loads at login only when the layout shows it;
// the heart changes the list only after the server agreed, one toggle at a time.
import * as favourites from '@casino/machines/favourites';
import { forMachine } from '../playground/machine-description.ts';
import { casinoCategories, notFavourite, player } from './demo-scope.ts';

export const favouritesPlayground = forMachine(favourites.favouritesMachine).describe({
  id: 'favourites',
  title: 'Favourites and personal lists',
  summary:
    'Log in with a layout that shows every list, toggle a heart on a new game (added first) and on a favourite (removed); pick Fail to keep the list and see the error key.',
  actors: {
    loadFavourites: { kind: 'promise', answers: { "the demo player's favourites": ({ world }) => player(world).favourites.map((gameType) => ({ gameType })) } },
    loadPlayerGames: { kind: 'promise', answers: { 'played games': ({ world }) => player(world).playerGames } },
    loadRecentResults: { kind: 'promise', answers: { 'game results': ({ world }) => player(world).gameResults } },
    addFavourite: { kind: 'promise', answers: { added: () => undefined } },
    removeFavourite: { kind: 'promise', answers: { removed: () => undefined } },
  },
  events: [
    { label: 'layout with every list', event: ({ world }) => ({ type: 'favourites.login', categories: casinoCategories(world) }) },
    {
      label: 'layout without personal lists',
      event: ({ world }) => ({ type: 'favourites.login', categories: casinoCategories(world).filter((category) => category.type === 'Default') }),
    },
    { event: ({ world }) => ({ type: 'favourites.layout-changed', categories: casinoCategories(world) }) },
    { label: 'new game', event: ({ world }) => ({ type: 'favourites.toggle', gameCode: notFavourite(world).gameCode }) },
    { label: 'a favourite', event: ({ world }) => ({ type: 'favourites.toggle', gameCode: player(world).favourites[0] ?? '' }) },
    { label: 'favourites', event: { type: 'favourites.retry', list: 'favourites' } },
    { label: 'played games', event: { type: 'favourites.retry', list: 'playerGames' } },
    { label: 'recent results', event: { type: 'favourites.retry', list: 'recentResults' } },
    { event: { type: 'favourites.logout' } },
  ],
  view: favourites.connect,
});
