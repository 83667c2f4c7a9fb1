import { playIntensity, recentWins } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { favouritesMachine } from './favourites.machine.ts';
import type { FavouritesViewModel, PersonalList } from './favourites.types.ts';

const LISTS: readonly PersonalList[] = ['favourites', 'playerGames', 'recentResults'];

export const connect = (snapshot: SnapshotFrom<typeof favouritesMachine>): FavouritesViewModel => {
  const { context } = snapshot;
  const favourites = new Set(context.favourites);
  const stateOf = (list: PersonalList, state: string) => snapshot.matches({ player: { [list]: state } });
  return {
    loggedIn: snapshot.matches('player'),
    favourites: context.favourites,
    isFavourite: (gameCode) => favourites.has(gameCode),
    toggleDisabled: !snapshot.matches({ player: { favourites: { loaded: 'idle' } } }),
    pendingGameCode: context.pendingGameCode,
    playerGames: context.playerGames.map((record) => ({ ...record, intensity: playIntensity(record.gameRoundCount) })),
    recentWins: recentWins(context.recentResults),
    loading: Object.fromEntries(LISTS.map((list) => [list, stateOf(list, 'loading')])) as Record<PersonalList, boolean>,
    failed: Object.fromEntries(LISTS.map((list) => [list, stateOf(list, 'failed')])) as Record<PersonalList, boolean>,
  };
};
