// The loader shared by the casino's and the live lobby's all-games pages.
import type { MessageDescriptor } from '@lingui/core';
import type { RouterContextProvider } from 'react-router';
import type { Vertical } from '@casino/core';
import { loadOrFail, UNEXPECTED_ERROR_KEY } from '../page-failure.ts';
import { pageRequestOf } from '../request-context.server.ts';
import { head } from '../catalogue/catalogue-data.server.ts';
import { loadAllGames } from './all-games-data.server.ts';

export const allGamesLoader = async (context: Readonly<RouterContextProvider>, vertical: Vertical, fallbackTitle: MessageDescriptor) => {
  const page = pageRequestOf(context);
  const title = page.i18n._(fallbackTitle);
  const loaded = await loadOrFail('all games', () => loadAllGames(page, vertical), { fallback: UNEXPECTED_ERROR_KEY });
  return { seo: head(page, loaded.seo, title), heading: title, games: loaded.games, activeFilters: loaded.activeFilters, total: loaded.total };
};
