// The loader shared by the casino's and the live lobby's all-games pages.
import type { MessageDescriptor } from '@lingui/core';
import { data, type RouterContextProvider } from 'react-router';
import type { Vertical } from '@casino/core';
import { loadAllGames } from './all-games-data.server.ts';
import { LobbyLoadError } from './lobby-data.server.ts';
import { lobbyRequestOf } from './lobby-request.server.ts';

export const allGamesLoader = async (request: Request, context: Readonly<RouterContextProvider>, vertical: Vertical, fallbackTitle: MessageDescriptor) => {
  const { lobby, i18n } = await lobbyRequestOf(request, context);
  const title = i18n._(fallbackTitle);
  try {
    const loaded = await loadAllGames(lobby, vertical);
    return { title: loaded.seoTitle ?? title, heading: title, games: loaded.games, errorKey: null };
  } catch (error) {
    if (!(error instanceof LobbyLoadError)) throw error;
    console.error('all games: the platform did not answer', error.cause);
    return data({ title, heading: title, games: null, errorKey: error.errorKey }, { status: 500 });
  }
};
