// The personal pages' server data (part 1 §2: /uzivatel/{slug}, /uzivatel/moje-hry and their live
// twins; login required). The server does not know the player, so it sends what every player's page
// needs alike: the lobby's games as the all-games page sends them (the browser picks the player's
// tiles out of them), the category's kind and title, the links of the sections and the lobby, and
// a head that is never indexed. Live favourites and golden chips take the live lobby's games; the
// live route is theirs only (the live-layout rule, core's personalCategoryPath): any other category
// asked for under /kasino-zive/uzivatel/ is sent to its general address.
import { redirect } from 'react-router';
import { liveFlagUrls, personalCategoryKindBySlug, personalCategoryPath, personalCategoryRoute, type PersonalCategoryKind, type Vertical } from '@casino/core';
import { head } from '../catalogue/catalogue-data.server.ts';
import { loadLobbyGames } from '../lobby/all-games-data.server.ts';
import { linkTo } from '../page-links.ts';
import { loadOrFail, notFoundAnswer, UNEXPECTED_ERROR_KEY } from '../page-failure.ts';
import type { PageRequest } from '../request-context.server.ts';
import { MY_GAMES_TITLE, MY_LIVE_GAMES_TITLE, PERSONAL_TITLES } from './personal-texts.ts';

/** Kinds whose games are live tables. */
const LIVE_KINDS: ReadonlySet<PersonalCategoryKind> = new Set(['liveFavourites', 'goldenChips']);

/** The sections of my games, in order: the casino's and the live lobby's. */
export const MY_GAMES_SECTIONS: Readonly<Record<'casino' | 'live', readonly PersonalCategoryKind[]>> = {
  casino: ['favourites', 'freeSpins', 'recentlyPlayed', 'mostPlayed', 'recentWins', 'triedOnce'],
  live: ['liveFavourites', 'goldenChips'],
};

const lobbyPart = async (page: PageRequest, vertical: Vertical) => ({
  games: await loadOrFail('lobby games', () => loadLobbyGames(page, vertical), { fallback: UNEXPECTED_ERROR_KEY }),
  live: vertical === 'Live',
  liveFlags: vertical === 'Live' ? liveFlagUrls(page.links.assetBase) : null,
  lobbyHref: linkTo(page.links, vertical === 'Live' ? 'preview-live-casino' : 'preview'),
});

export const loadPersonalCategoryPage = async (page: PageRequest, slug: string, liveRoute: boolean) => {
  const kind = personalCategoryKindBySlug(slug);
  if (kind === null) throw notFoundAnswer();
  if (personalCategoryRoute(kind, { liveLayoutActive: liveRoute }).name !== (liveRoute ? 'preview-live-casino-user-slug' : 'preview-user-slug')) {
    throw redirect(personalCategoryPath(kind, { liveLayoutActive: false, locale: page.locale, preview: page.preview }));
  }
  const title = page.i18n._(PERSONAL_TITLES[kind]);
  return {
    kind,
    title,
    ...(await lobbyPart(page, liveRoute || LIVE_KINDS.has(kind) ? 'Live' : 'Casino')),
    seo: head(page, null, title, null, null, { noindex: true }),
  };
};

export const loadMyGamesPage = async (page: PageRequest, liveRoute: boolean) => {
  const title = page.i18n._(liveRoute ? MY_LIVE_GAMES_TITLE : MY_GAMES_TITLE);
  const sections = MY_GAMES_SECTIONS[liveRoute ? 'live' : 'casino'].map((kind) => ({
    kind,
    href: personalCategoryPath(kind, { liveLayoutActive: liveRoute, locale: page.locale, preview: page.preview }),
  }));
  return {
    title,
    sections,
    ...(await lobbyPart(page, liveRoute ? 'Live' : 'Casino')),
    seo: head(page, null, title, null, null, { noindex: true }),
  };
};
