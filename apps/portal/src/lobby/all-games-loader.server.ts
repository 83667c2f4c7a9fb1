// The loader shared by the casino's and the live lobby's all-games pages.
import type { MessageDescriptor } from '@lingui/core';
import { data, type RouterContextProvider } from 'react-router';
import type { Vertical } from '@casino/core';
import { PageFailure } from '../page-failure.ts';
import { pageRequestOf } from '../request-context.server.ts';
import { loadAllGames } from './all-games-data.server.ts';

export const allGamesLoader = async (context: Readonly<RouterContextProvider>, vertical: Vertical, fallbackTitle: MessageDescriptor) => {
  const page = pageRequestOf(context);
  const title = page.i18n._(fallbackTitle);
  try {
    const loaded = await loadAllGames(page, vertical);
    return { title: loaded.seoTitle ?? title, heading: title, games: loaded.games, errorKey: null };
  } catch (error) {
    if (!(error instanceof PageFailure)) throw error;
    console.error('all games: the platform did not answer', error.cause);
    return data({ title, heading: title, games: null, errorKey: error.errorKey }, { status: 500 });
  }
};
