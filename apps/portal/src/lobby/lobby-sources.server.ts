// What a lobby's widgets can point at, fetched in one go: every call at once, each answer kept as a
// success or the spec's error key. The layout, categories and games make the page (without them it
// fails as a whole: PageFailure); the others fail alone, and their widgets say so.
import { Effect, Result } from 'effect';
import { ContentApi, LocalApi, Settings } from '@casino/api-clients';
import { ErrorKey, type PageLayout, type Vertical } from '@casino/core';
import { errorKeyOf, pageFailureOf, PageFailure } from '../page-failure.ts';
import type { PageRequest } from '../request-context.server.ts';
import { DEFAULT_CURRENCY, layoutOf, type LobbySources } from './lobby-widgets-view.server.ts';

const lobbyCalls = Effect.gen(function* () {
  const local = yield* LocalApi;
  const content = yield* ContentApi;
  const settings = yield* Settings;
  return yield* Effect.all(
    {
      layouts: local.layouts(),
      categories: local.categories(),
      games: content.games(),
      providers: content.providers(),
      collections: content.collections(),
      collectionGroups: content.collectionGroups(),
      carousels: local.carousels(),
      videos: local.videoWidgets(),
      jackpots: content.jackpots(),
      settings: settings.globalSettings(),
    },
    { concurrency: 'unbounded', mode: 'result' },
  );
});

type LobbyAnswers = Effect.Success<typeof lobbyCalls>;

/** The answers as the widgets' sources and the lobby's layout; throws PageFailure without the page's own data. */
const lobbySourcesOf = (answers: LobbyAnswers, vertical: Vertical, fetchedAt: number): { readonly layout: PageLayout; readonly sources: LobbySources } => {
  const required = <A>(answer: Result.Result<A, unknown>, fallback: ErrorKey): A => {
    if (Result.isFailure(answer)) throw pageFailureOf(answer.failure, fallback);
    return answer.success;
  };
  const layouts = required(answers.layouts, ErrorKey.failedToFetchLayouts);
  const categories = required(answers.categories, ErrorKey.failedToFetchCategories);
  const games = required(answers.games, ErrorKey.failedToFetchGames);
  const layout = layoutOf(layouts, vertical);
  if (layout === undefined) throw new PageFailure(ErrorKey.failedToFetchLayouts, new Error(`no ${vertical} lobby layout`));
  const failures: Record<string, string> = {};
  const optional = <A>(answer: Result.Result<A, unknown>, name: keyof LobbySources['failures'], fallback: ErrorKey): A | null => {
    if (Result.isSuccess(answer)) return answer.success;
    failures[name] = errorKeyOf(answer.failure, fallback);
    return null;
  };
  const sources: LobbySources = {
    categories,
    games,
    providers: optional(answers.providers, 'providers', ErrorKey.failedToFetchProviders),
    collections: optional(answers.collections, 'collections', ErrorKey.failedToFetchCollections),
    collectionGroups: optional(answers.collectionGroups, 'collections', ErrorKey.failedToFetchCollectionGroups),
    carousels: optional(answers.carousels, 'carousels', ErrorKey.failedToFetchCarousel),
    videos: optional(answers.videos, 'videos', ErrorKey.failedToFetchVideos),
    jackpots: optional(answers.jackpots, 'jackpots', ErrorKey.failedToFetchJackpots),
    currency: Result.isSuccess(answers.settings) ? answers.settings.success.currency.code || DEFAULT_CURRENCY : DEFAULT_CURRENCY,
    fetchedAt,
    failures,
  };
  return { layout, sources };
};

export const fetchLobbySources = async (page: PageRequest, vertical: Vertical, now: () => number = Date.now) => {
  const answers = await page.run(lobbyCalls);
  return lobbySourcesOf(answers, vertical, now());
};
