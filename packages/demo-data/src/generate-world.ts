// generateWorld: the whole demo world from a seed and a size. Each part draws from its own stream
// of the seeded PRNG, so the same options always give a deep-equal world.
import type { Game, Provider } from '@casino/core';
import { categoryId, generateCategories, LIVE_RECOMMEND_CATEGORY_SLUG, RECOMMEND_CATEGORY_SLUG } from './categories.ts';
import { generateCollectionGroups, generateCollectionSeeds, toCollection } from './collections.ts';
import { generateGameInfo } from './game-info.ts';
import { generateGames } from './games.ts';
import { generateJackpots } from './jackpots.ts';
import { generateProviderLaunch, providerWithoutDemo } from './launch.ts';
import { generateLayouts, LAYOUT_HTML_ENGLISH } from './layouts.ts';
import { ENGLISH_TITLES } from './english-titles.ts';
import { generateLanguageGroups, generateLiveTables } from './live-tables.ts';
import { carouselEnglish, generateCarousels, generateVideoWidgets } from './media.ts';
import { generateMenus, generateSubmenu } from './menus.ts';
import { paintedImageEnglish, paintedImages } from './painted-images.ts';
import { generatePlayers } from './players.ts';
import { contentPageEnglish, generateContentPages, generatePromotions, promotionEnglish } from './promotions.ts';
import { generateProviderSeeds, toProvider } from './providers.ts';
import { createRandom } from './random.ts';
import { generateSeo } from './seo.ts';
import { featureToggles, generateSettings } from './settings.ts';
import { generateWebMessages, WEB_MESSAGE_ENGLISH } from './web-messages.ts';
import { generateWinners } from './winners.ts';
import type { DemoWorld, GenerateOptions } from './world.ts';

export const DEFAULT_SEED = 1;
export const DEFAULT_SIZE = 2000;
export const DEFAULT_NOW = '2026-11-21T12:00:00Z';
export const PREVIEW_PASSWORD = 'preview';

/** Game codes per key (provider id, collection id), in catalogue order; every key present. */
const codesBy = (keys: readonly string[], games: readonly Game[], keysOf: (game: Game) => readonly string[]): Map<string, string[]> => {
  const map = new Map<string, string[]>(keys.map((key) => [key, []]));
  for (const game of games) for (const key of keysOf(game)) map.get(key)?.push(game.gameCode);
  return map;
};

export const generateWorld = (options: GenerateOptions = {}): DemoWorld => {
  const seed = options.seed ?? DEFAULT_SEED;
  const size = Math.max(0, Math.floor(options.size ?? DEFAULT_SIZE));
  const nowMs = Date.parse(options.now ?? DEFAULT_NOW);
  if (Number.isNaN(nowMs)) throw new Error(`generateWorld: 'now' is not an ISO instant: ${options.now}`);
  const random = createRandom(seed);

  const providerSeeds = generateProviderSeeds(random.fork('providers'));
  const collectionSeeds = generateCollectionSeeds(random.fork('collections'));
  const drafts = generateGames(random.fork('games'), size, providerSeeds, collectionSeeds, providerWithoutDemo(providerSeeds)?.id ?? null);
  const categories = generateCategories(random.fork('categories'), drafts);
  const games = drafts.map((draft) => draft.game);

  const byProvider = codesBy(
    providerSeeds.map((p) => p.id),
    games,
    (g) => [g.provider],
  );
  const providers: Provider[] = providerSeeds.map((p) => toProvider(p, byProvider.get(p.id) ?? []));
  const byCollection = codesBy(
    collectionSeeds.map((c) => c.id),
    games,
    (g) => g.collections,
  );
  const excluded = random.fork('collections-excluded').pick(collectionSeeds.filter((c) => c.group === 'themed' || c.group === 'popular'));
  const collections = collectionSeeds.map((c) => toCollection(c, byCollection.get(c.id) ?? [], c === excluded && !c.megaways));

  const liveTables = generateLiveTables(random.fork('live-tables'), drafts);
  const promotions = generatePromotions(random.fork('promotions'), drafts);
  const contentPages = generateContentPages();
  const collectionGroups = generateCollectionGroups(collectionSeeds);
  const carousels = generateCarousels(promotions, games);
  const videoWidgets = generateVideoWidgets();
  const layouts = generateLayouts(categories, collectionGroups, carousels, videoWidgets);
  const seo = generateSeo(layouts, categories, collections, contentPages);
  const menus = generateMenus(categories, collections);
  const submenu = generateSubmenu(contentPages, promotions);

  const gameInfo = generateGameInfo(random.fork('game-info'), drafts);

  return {
    seed,
    size,
    games,
    gameInfo: gameInfo.info,
    providers,
    providerLaunch: generateProviderLaunch(providerSeeds),
    categories,
    collections,
    collectionGroups,
    jackpots: generateJackpots(random.fork('jackpots'), drafts),
    promotions,
    contentPages,
    liveTables,
    languageGroups: generateLanguageGroups(liveTables),
    menus,
    submenu,
    layouts,
    seo: seo.seo,
    carousels,
    videoWidgets,
    settings: generateSettings(providers, categoryId(RECOMMEND_CATEGORY_SLUG), categoryId(LIVE_RECOMMEND_CATEGORY_SLUG)),
    featureToggles,
    webMessages: generateWebMessages(nowMs),
    winners: generateWinners(random.fork('winners'), games, nowMs),
    players: generatePlayers(random.fork('players'), games, nowMs),
    english: {
      ...ENGLISH_TITLES,
      ...promotionEnglish(),
      ...contentPageEnglish(),
      ...LAYOUT_HTML_ENGLISH,
      ...WEB_MESSAGE_ENGLISH,
      ...seo.english,
      ...gameInfo.english,
      ...carouselEnglish(games),
      ...paintedImageEnglish(paintedImages({ categories, collections, menus, submenu, promotions, carousels, videoWidgets, seo: seo.seo })),
    },
    previewPassword: PREVIEW_PASSWORD,
  };
};
