// The data of game details: the catalogue game (shared answers), its provider, collections and
// categories for the tags, the site's settings (currency, which tags show) and the game's own
// details call. An unknown code is a real 404; the details call failing leaves the rest of the
// details with errors.unable-to-details in place of the description (part 2 §8, with Try again).
import { Effect, Result } from 'effect';
import { ContentApi, LocalApi, Settings } from '@casino/api-clients';
import {
  ErrorKey,
  detailsTags,
  formatBetRange,
  formatCurrency,
  formatRtp,
  gameImageAssetId,
  gameImageUrl,
  isLiveGameType,
  type Game,
  type GameInfo,
} from '@casino/core';
import { pageFailureOf } from '../page-failure.ts';
import { jackpotView } from '../jackpot-view.ts';
import { linkTo } from '../page-links.ts';
import type { PageRequest } from '../request-context.server.ts';
import { head } from '../catalogue/catalogue-data.server.ts';
import { CatalogueNotFound } from '../catalogue/page-request.server.ts';
import { DEFAULT_CURRENCY } from '../lobby/lobby-widgets-view.server.ts';
import { DETAILS_IMAGE_SIZE, type DetailsTag, type GameDetailsPageData, type GameDetailsView, type GameInfoView } from './game-details-view.ts';

const infoView = (info: GameInfo, platformOrigin: string): GameInfoView => ({
  description: info.description?.trim() ? info.description.trim() : null,
  // The platform names its videos by path; the page plays them from the platform's origin.
  videoUrl: info.videoPreview ? new URL(info.videoPreview, platformOrigin).toString() : null,
  lines: info.lines,
  volatility: info.volatility,
  specialFeatures: info.specialFeatures,
});

export const loadGameDetails = async (page: PageRequest, gameCode: string): Promise<GameDetailsPageData> => {
  const answers = await page.run(
    Effect.gen(function* () {
      const content = yield* ContentApi;
      const local = yield* LocalApi;
      const settings = yield* Settings;
      return yield* Effect.all(
        {
          games: content.games(),
          providers: content.providers(),
          collections: content.collections(),
          categories: local.categories(),
          settings: settings.globalSettings(),
          info: local.gameDetails(gameCode),
          jackpots: content.jackpots(),
        },
        { concurrency: 'unbounded', mode: 'result' },
      );
    }),
  );
  if (Result.isFailure(answers.games)) throw pageFailureOf(answers.games.failure, ErrorKey.failedToFetchGames);
  const game = answers.games.success.find((each) => each.gameCode === gameCode);
  if (game === undefined) throw new CatalogueNotFound(gameCode);
  const providers = Result.isSuccess(answers.providers) ? answers.providers.success : [];
  const provider = providers.find((each) => each.id === game.provider);
  const settings = Result.isSuccess(answers.settings) ? answers.settings.success : null;
  const currency = settings?.currency.code || DEFAULT_CURRENCY;
  const collectionById = new Map((Result.isSuccess(answers.collections) ? answers.collections.success : []).map((each) => [each.id, each]));
  const categoryById = new Map((Result.isSuccess(answers.categories) ? answers.categories.success : []).map((each) => [each.id, each]));
  const info = Result.isSuccess(answers.info) ? answers.info.success : null;
  const visibility = settings?.gameDetailsVisibility ?? [];
  // A jackpot game ticks its jackpot; a failed jackpots call only leaves the ticker out.
  const jackpot =
    game.jackpot && Result.isSuccess(answers.jackpots) ? answers.jackpots.success.find((each) => each.gameCodes.includes(game.gameCode)) : undefined;
  const links = page.links;
  const tag = (label: string, href: string | null = null): DetailsTag => ({ label, href });
  const tags = detailsTags<DetailsTag>(
    visibility,
    {
      collections: game.collections.map((id) => {
        const collection = collectionById.get(id);
        return collection ? tag(collection.title, linkTo(links, 'preview-collections-slug', { slug: collection.slug })) : null;
      }),
      categories: game.categories.map((id) => {
        const category = categoryById.get(id);
        return category ? tag(category.title, linkTo(links, 'preview-categories-slug', { slug: category.slug })) : null;
      }),
      labels: (info?.labels ?? game.labels).map((label) => (label.title.trim() ? tag(label.title.trim()) : null)),
      specialFeatures: (info?.specialFeatures ?? []).map((feature) => (feature.trim() ? tag(feature.trim()) : null)),
    },
    (each) => each.label,
  );
  const shows = (key: string) => visibility.includes(key);
  const rtp = formatRtp(info?.rtp ?? game.rtp, page.locale);
  const details: GameDetailsView = {
    gameCode: game.gameCode,
    name: game.name,
    provider: provider?.name ?? '',
    providerHref: provider ? linkTo(links, 'preview-providers-slug', { slug: provider.slug }) : null,
    image: { src: gameImageUrl(links.assetBase, game, 'Landscape', DETAILS_IMAGE_SIZE), ...DETAILS_IMAGE_SIZE },
    live: isLiveGameType(game.type),
    jackpot: game.jackpot,
    jackpotTicker: jackpot ? { ...jackpotView(jackpot, links), fetchedAt: Date.now() } : null,
    betRange: formatBetRange(game.minBet, game.maxBet, currency),
    maxWin: typeof game.maxWin === 'number' && Number.isFinite(game.maxWin) ? formatCurrency(game.maxWin, currency, { locale: 'cs-CZ' }) : null,
    rtp: shows('rtp') && rtp ? rtp : null,
    reels: shows('numberOfReels') ? (info?.numberOfReels ?? (game.numberOfReels || null)) : null,
    tags,
    info: info ? infoView(info, page.config.urls.contentApi) : null,
    infoError: info ? null : ErrorKey.unableToDetails,
    playHref: linkTo(links, 'preview-play-game-real', { game: game.gameCode }),
    demoHref: game.demoEnabled ? linkTo(links, 'preview-play-game-demo', { game: game.gameCode }) : null,
  };
  const description = info?.description?.trim() || null;
  return { details, seo: head(page, null, game.name, description, gameImageAssetId(game.gameCode, 'Landscape')) };
};

/** For the play page: the game by code, or the page's 404. */
export const loadPlayedGame = async (page: PageRequest, gameCode: string): Promise<{ readonly game: Game; readonly provider: string }> => {
  const [games, providers] = await page.run(
    Effect.gen(function* () {
      const content = yield* ContentApi;
      return yield* Effect.all([content.games(), content.providers().pipe(Effect.orElseSucceed(() => []))], { concurrency: 'unbounded' });
    }),
  );
  const game = games.find((each) => each.gameCode === gameCode);
  if (game === undefined) throw new CatalogueNotFound(gameCode);
  return { game, provider: providers.find((each) => each.id === game.provider)?.name ?? '' };
};
