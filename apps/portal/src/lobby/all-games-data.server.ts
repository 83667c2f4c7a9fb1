// The all-games pages' data: every game of a lobby in a compact form. A page with 10,000 games must
// stay small (HTML + hydration data under 100 KB gzip), so it never carries catalogue objects: each
// column (codes, names, provider of each game, file versions, bet ranges) travels as one string,
// and the browser makes the tiles of the rows in view from them (links and image URLs by core).
import { Effect, Result } from 'effect';
import { ContentApi, LocalApi, Settings } from '@casino/api-clients';
import { ErrorKey, gamesOfLobby, type Category, type Lobby, type Game, type Provider, type Seo, type Vertical } from '@casino/core';
import { pageFailureOf } from '../page-failure.ts';
import type { PageRequest } from '../request-context.server.ts';
import { seoRecord } from '../catalogue/catalogue-data.server.ts';
import type { CompactGames } from './compact-games.ts';
import { allGamesCompact, filteredByAddress } from './all-games-list.ts';
import { gamesByCode } from './games-by-code.ts';
import { DEFAULT_CURRENCY, layoutOf } from './lobby-widgets-view.server.ts';

export interface AllGamesData {
  readonly games: CompactGames;
  readonly seo: Seo | null;
  /** How many filters the address applies (core's countActiveFilters: the number on the Filters button). */
  readonly activeFilters: number;
  /** The lobby's games before filtering. */
  readonly total: number;
}

interface Loaded {
  readonly games: readonly Game[];
  readonly providers: readonly Provider[];
  readonly categories: readonly Category[] | null;
  readonly currency: string;
  readonly seo: Seo | null;
}

const load = async (page: PageRequest, vertical: Vertical, options: { readonly categories: boolean; readonly seoPage: string | null }): Promise<Loaded> => {
  const answers = await page.run(
    Effect.gen(function* () {
      const content = yield* ContentApi;
      const local = yield* LocalApi;
      const settings = yield* Settings;
      return yield* Effect.all(
        {
          games: content.games(),
          providers: content.providers(),
          categories: options.categories ? local.categories() : Effect.succeed(null),
          settings: settings.globalSettings(),
          layouts: options.seoPage ? local.layouts() : Effect.succeed(null),
        },
        { concurrency: 'unbounded', mode: 'result' },
      );
    }),
  );
  const required = <A>(answer: Result.Result<A, unknown>, fallback: ErrorKey): A => {
    if (Result.isFailure(answer)) throw pageFailureOf(answer.failure, fallback);
    return answer.success;
  };
  const games = required(answers.games, ErrorKey.failedToFetchGames);
  const providers = required(answers.providers, ErrorKey.failedToFetchProviders);
  const categories = required(answers.categories, ErrorKey.failedToFetchCategories);
  const layout = Result.isSuccess(answers.layouts) && answers.layouts.success ? layoutOf(answers.layouts.success, vertical) : undefined;
  const seoId = options.seoPage ? layout?.seoId[options.seoPage] : undefined;
  const seo = await page.run(seoRecord(seoId));
  return {
    games,
    providers,
    categories,
    currency: Result.isSuccess(answers.settings) ? answers.settings.success.currency.code || DEFAULT_CURRENCY : DEFAULT_CURRENCY,
    seo,
  };
};

const lobbyOf = (vertical: Vertical): Lobby => (vertical === 'Live' ? 'live' : 'casino');

const compact = (games: readonly Game[], loaded: Loaded, page: PageRequest, vertical: Vertical): CompactGames =>
  allGamesCompact(games, lobbyOf(vertical), new Map(loaded.providers.map((provider) => [provider.id, provider.name])), {
    assetBase: page.links.assetBase,
    locale: page.locale,
    preview: page.preview,
    currency: loaded.currency,
  });

/** The request's terms a compact list depends on beside the answers (../view-cache.server.ts). */
const termsOf = (loaded: Loaded, page: PageRequest, vertical: Vertical, ...more: string[]) =>
  JSON.stringify([vertical, page.locale, page.preview, page.links.assetBase, loaded.currency, ...more]);

export const loadAllGames = async (page: PageRequest, vertical: Vertical): Promise<AllGamesData> => {
  const loaded = await load(page, vertical, { categories: false, seoPage: 'AllGames' });
  // The lobby's games, once per version of the catalogue: core's filter index is kept per array.
  const games = page.views.view('lobby-games', [loaded.games], vertical, () => gamesOfLobby(loaded.games, lobbyOf(vertical)));
  const filtered = filteredByAddress(games, lobbyOf(vertical), page.url.searchParams);
  if (filtered.activeFilters === 0) {
    // Made once per version of the catalogue and providers answers (and language, preview, currency).
    const all = page.views.view('all-games', [loaded.games, loaded.providers], termsOf(loaded, page, vertical), () => compact(games, loaded, page, vertical));
    return { games: all, seo: loaded.seo, activeFilters: 0, total: games.length };
  }
  // A filtered list is made per request: the addresses are the visitors' own, so caching them would push the pages' views out.
  return { games: compact(filtered.games, loaded, page, vertical), seo: loaded.seo, activeFilters: filtered.activeFilters, total: games.length };
};

/**
 * Every game of a lobby, unfiltered: the very list the all-games page sends (one view per version of
 * the answers). A player's personal pages (user/) pick their tiles out of it in the browser, since
 * the server does not know the player's lists.
 */
export const loadLobbyGames = async (page: PageRequest, vertical: Vertical): Promise<CompactGames> => {
  const loaded = await load(page, vertical, { categories: false, seoPage: null });
  const games = page.views.view('lobby-games', [loaded.games], vertical, () => gamesOfLobby(loaded.games, lobbyOf(vertical)));
  return page.views.view('all-games', [loaded.games, loaded.providers], termsOf(loaded, page, vertical), () => compact(games, loaded, page, vertical));
};

/**
 * Some games of a lobby by code (the service rows' tiles: service-rows/service-tiles-path.ts), in the
 * all-games page's order and compact form; codes the lobby does not have are left out. Made per
 * request (the codes are the browser's), from the lobby's list kept per version of the catalogue.
 */
export const loadLobbyGamesByCode = async (page: PageRequest, vertical: Vertical, codes: readonly string[]): Promise<CompactGames> => {
  const loaded = await load(page, vertical, { categories: false, seoPage: null });
  const games = page.views.view('lobby-games', [loaded.games], vertical, () => gamesOfLobby(loaded.games, lobbyOf(vertical)));
  return compact(gamesByCode(games, codes), loaded, page, vertical);
};

export interface CategoryGamesData {
  readonly title: string;
  readonly games: CompactGames;
  /** The category's own seo record, when it names one that loads. */
  readonly seo: Seo | null;
}

/** A live category's games; null when the live lobby has no category of that slug a guest can see. */
export const loadLiveCategory = async (page: PageRequest, slug: string): Promise<CategoryGamesData | null> => {
  const loaded = await load(page, 'Live', { categories: true, seoPage: null });
  const category = (loaded.categories ?? []).find((entry) => entry.lobby === 'live' && entry.slug === slug && entry.type === 'Default');
  if (category === undefined) return null;
  // Only a category that exists gets here, so the slug (from the address) names a bounded set of views.
  const games = page.views.view('live-category', [loaded.games, loaded.providers, loaded.categories], termsOf(loaded, page, 'Live', slug), () => {
    const byCode = new Map(loaded.games.map((game) => [game.gameCode, game]));
    return compact(
      category.games.flatMap((code) => byCode.get(code) ?? []),
      loaded,
      page,
      'Live',
    );
  });
  return { title: category.title, games, seo: await page.run(seoRecord(category.seoId)) };
};
