// The all-games pages' data: every game of a lobby in a compact form. A page with 10,000 games must
// stay small (HTML + hydration data under 100 KB gzip), so it never carries catalogue objects: each
// column (codes, names, provider of each game, file versions, bet ranges) travels as one string,
// and the browser makes the tiles of the rows in view from them (links and image URLs by core).
import { Effect } from 'effect';
import { ContentApi, LocalApi, Settings } from '@casino/api-clients';
import { ErrorKey, formatBetRange, isLiveGameType, type Category, type Game, type Provider, type Vertical } from '@casino/core';
import { errorKeyOf, layoutOf, LobbyLoadError, requestRuntime, type LobbyRequest } from './lobby-data.server.ts';
import { compactGames, type CompactGames } from './compact-games.ts';

const DEFAULT_CURRENCY = 'CZK';

export interface AllGamesData {
  readonly games: CompactGames;
  readonly seoTitle: string | null;
}

/** The games a lobby's all-games page lists, in catalogue order: live and table games in the live lobby, the others in the casino. */
export const lobbyGames = (games: readonly Game[], vertical: Vertical): Game[] => games.filter((game) => isLiveGameType(game.type) === (vertical === 'Live'));

interface Loaded {
  readonly games: readonly Game[];
  readonly providers: readonly Provider[];
  readonly categories: readonly Category[] | null;
  readonly currency: string;
  readonly seoTitle: string | null;
}

const load = async (request: LobbyRequest, vertical: Vertical, options: { readonly categories: boolean; readonly seoPage: string | null }): Promise<Loaded> => {
  const runtime = requestRuntime(request);
  const run = <A, E>(effect: Effect.Effect<A, E, LocalApi | ContentApi | Settings>) => runtime.api.run(effect, request.signal);
  try {
    const [games, providers, categories, settings, layouts] = await Promise.allSettled([
      run(
        Effect.gen(function* () {
          return yield* (yield* ContentApi).games();
        }),
      ),
      run(
        Effect.gen(function* () {
          return yield* (yield* ContentApi).providers();
        }),
      ),
      options.categories
        ? run(
            Effect.gen(function* () {
              return yield* (yield* LocalApi).categories();
            }),
          )
        : Promise.resolve(null),
      run(
        Effect.gen(function* () {
          return yield* (yield* Settings).globalSettings();
        }),
      ),
      options.seoPage
        ? run(
            Effect.gen(function* () {
              return yield* (yield* LocalApi).layouts();
            }),
          )
        : Promise.resolve(null),
    ]);
    if (games.status === 'rejected') throw new LobbyLoadError(errorKeyOf(games.reason, ErrorKey.failedToFetchGames), games.reason);
    if (providers.status === 'rejected') throw new LobbyLoadError(errorKeyOf(providers.reason, ErrorKey.failedToFetchProviders), providers.reason);
    if (categories.status === 'rejected') throw new LobbyLoadError(errorKeyOf(categories.reason, ErrorKey.failedToFetchCategories), categories.reason);
    const layout = layouts.status === 'fulfilled' && layouts.value ? layoutOf(layouts.value, vertical) : undefined;
    const seoId = options.seoPage ? layout?.seoId[options.seoPage] : undefined;
    const seo = seoId
      ? await run(
          Effect.gen(function* () {
            return yield* (yield* LocalApi).seo(seoId);
          }),
        ).catch(() => null)
      : null;
    return {
      games: games.value,
      providers: providers.value,
      categories: categories.value,
      currency: settings.status === 'fulfilled' ? settings.value.currency.code || DEFAULT_CURRENCY : DEFAULT_CURRENCY,
      seoTitle: seo?.title ?? null,
    };
  } finally {
    await runtime.dispose();
  }
};

const compact = (games: readonly Game[], loaded: Loaded, request: LobbyRequest, vertical: Vertical): CompactGames =>
  compactGames(games, new Map(loaded.providers.map((provider) => [provider.id, provider.name])), {
    assetBase: request.config.urls.contentApi,
    locale: request.locale,
    preview: request.preview,
    ...(vertical === 'Live' ? { detailOf: (game: Game) => formatBetRange(game.minBet, game.maxBet, loaded.currency) } : {}),
  });

export const loadAllGames = async (request: LobbyRequest, vertical: Vertical): Promise<AllGamesData> => {
  const loaded = await load(request, vertical, { categories: false, seoPage: 'AllGames' });
  return { games: compact(lobbyGames(loaded.games, vertical), loaded, request, vertical), seoTitle: loaded.seoTitle };
};

export interface CategoryGamesData {
  readonly title: string;
  readonly games: CompactGames;
}

/** A live category's games; null when the live lobby has no category of that slug a guest can see. */
export const loadLiveCategory = async (request: LobbyRequest, slug: string): Promise<CategoryGamesData | null> => {
  const loaded = await load(request, 'Live', { categories: true, seoPage: null });
  const category = (loaded.categories ?? []).find((entry) => entry.lobby === 'live' && entry.slug === slug && entry.type === 'Default');
  if (category === undefined) return null;
  const byCode = new Map(loaded.games.map((game) => [game.gameCode, game]));
  const games = category.games.flatMap((code) => byCode.get(code) ?? []);
  return { title: category.title, games: compact(games, loaded, request, 'Live') };
};
