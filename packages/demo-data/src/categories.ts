// Categories of both lobbies. Default categories hold fixed game lists (and the games carry their
// ids); every other GameListSource gets a category whose list a service or the player fills:
// service-made lists (Pgg…) are filled here, player lists stay empty.
import { TOP10_GAMES, MAX_DYNAMIC_GAMES, type Category, type GameListSource, type GameTileLayout, type Lobby } from '@casino/core';
import { AssetId } from './assets.ts';
import type { GameDraft } from './games.ts';
import type { TableKind } from './game-vocabulary.ts';
import { Labels } from './labels.ts';
import type { Random } from './random.ts';

interface FixedCategory {
  readonly slug: string;
  readonly title: string;
  readonly lobby: Lobby;
  readonly style: GameTileLayout;
  /** Which games belong; Top10 categories take the best-ranked instead. */
  readonly member: ((draft: GameDraft, random: Random) => boolean) | 'top10';
}

const hasLabel = (draft: GameDraft, title: string) => draft.game.labels.some((label) => label.title === title);
const isCasinoGame = (draft: GameDraft) => !draft.live;
const ofKind =
  (...kinds: TableKind[]) =>
  (draft: GameDraft) =>
    draft.game.type === 'Live' && draft.kind !== null && kinds.includes(draft.kind);

const fixedCategories: readonly FixedCategory[] = [
  { slug: 'top-10', title: 'Top 10 týdne', lobby: 'casino', style: 'Top10', member: 'top10' },
  {
    slug: 'novinky',
    title: 'Novinky',
    lobby: 'casino',
    style: 'Default',
    member: (d, r) => isCasinoGame(d) && (hasLabel(d, Labels.new.title) || r.chance(0.03)),
  },
  { slug: 'popularni', title: 'Populární', lobby: 'casino', style: 'DoubleRow', member: (d) => isCasinoGame(d) && (d.game.commercialTier ?? 0) >= 7 },
  { slug: 'jackpotove-hry', title: 'Jackpotové hry', lobby: 'casino', style: 'Landscape', member: (d) => isCasinoGame(d) && d.game.jackpot },
  { slug: 'doporucujeme', title: 'Doporučujeme', lobby: 'casino', style: 'Portrait', member: (d) => isCasinoGame(d) && (d.game.promotionLevel ?? 0) >= 4 },
  {
    slug: 'exkluzivne-u-nas',
    title: 'Exkluzivně u nás',
    lobby: 'casino',
    style: 'LargeOnMobile',
    member: (d) => isCasinoGame(d) && hasLabel(d, Labels.exclusive.title),
  },
  { slug: 'crash-hry', title: 'Crash a instantní hry', lobby: 'casino', style: 'Default', member: (d) => d.game.type === 'Crash' },
  { slug: 'live-top-10', title: 'Top 10 živě', lobby: 'live', style: 'Top10', member: 'top10' },
  { slug: 'live-ruleta', title: 'Ruleta', lobby: 'live', style: 'Landscape', member: ofKind('roulette') },
  { slug: 'live-blackjack', title: 'Blackjack', lobby: 'live', style: 'Default', member: ofKind('blackjack') },
  { slug: 'live-baccarat', title: 'Baccarat', lobby: 'live', style: 'Default', member: ofKind('baccarat') },
  { slug: 'live-game-show', title: 'Game Show', lobby: 'live', style: 'DoubleRow', member: ofKind('gameShow', 'dice') },
  { slug: 'live-poker', title: 'Poker', lobby: 'live', style: 'Default', member: ofKind('poker') },
  { slug: 'live-cesky', title: 'Česky mluvící stoly', lobby: 'live', style: 'LargeOnMobile', member: (d) => d.game.type === 'Live' && d.language === 'cs' },
  { slug: 'live-rng-stoly', title: 'Automatické stoly', lobby: 'live', style: 'Portrait', member: (d) => d.game.type === 'Table' },
];

interface DynamicCategory {
  readonly type: Exclude<GameListSource, 'Default'>;
  readonly slug: string;
  readonly title: string;
  readonly lobby: Lobby;
  readonly style: GameTileLayout;
  /** Filled by the recommendation service here; player lists stay empty. */
  readonly serviceFilled: boolean;
}

const dynamicCategories: readonly DynamicCategory[] = [
  { type: 'Favourites', slug: 'oblibene', title: 'Moje oblíbené', lobby: 'casino', style: 'Default', serviceFilled: false },
  { type: 'FavouritesLive', slug: 'oblibene-live', title: 'Oblíbené živé stoly', lobby: 'live', style: 'Default', serviceFilled: false },
  { type: 'BecauseYouLikeInternal', slug: 'protoze-mate-radi', title: 'Protože máte rádi', lobby: 'casino', style: 'Default', serviceFilled: false },
  { type: 'BecauseYouPlayedInternal', slug: 'protoze-jste-hrali', title: 'Protože jste hráli', lobby: 'casino', style: 'Default', serviceFilled: false },
  { type: 'MostPlayed', slug: 'nejhranejsi', title: 'Nejhranější', lobby: 'casino', style: 'DoubleRow', serviceFilled: false },
  { type: 'RecentlyPlayed', slug: 'naposledy-hrane', title: 'Naposledy hrané', lobby: 'casino', style: 'Default', serviceFilled: false },
  { type: 'BecauseYouPlayedPggService', slug: 'hrali-jste-tip', title: 'Hráli jste, zkuste také', lobby: 'casino', style: 'Default', serviceFilled: true },
  { type: 'PopularPggService', slug: 'oblibene-hraci', title: 'Oblíbené mezi hráči', lobby: 'casino', style: 'Portrait', serviceFilled: true },
  { type: 'TrendingPggService', slug: 'trendy', title: 'Právě frčí', lobby: 'casino', style: 'Landscape', serviceFilled: true },
  { type: 'RecommendedPggService', slug: 'doporucene-pro-vas', title: 'Doporučené pro vás', lobby: 'casino', style: 'Default', serviceFilled: true },
  { type: 'FreeSpins', slug: 'free-spiny', title: 'Free spiny', lobby: 'casino', style: 'Default', serviceFilled: false },
  { type: 'TriedOnce', slug: 'vyzkousene', title: 'Vyzkoušeli jste', lobby: 'casino', style: 'Default', serviceFilled: false },
  { type: 'GoldenChips', slug: 'zlate-zetony', title: 'Zlaté žetony', lobby: 'live', style: 'Default', serviceFilled: false },
  {
    type: 'BecauseYouLikeLiveInternal',
    slug: 'protoze-mate-radi-live',
    title: 'Protože máte rádi živé hry',
    lobby: 'live',
    style: 'Default',
    serviceFilled: false,
  },
  { type: 'RecentWins', slug: 'posledni-vyhry', title: 'Vaše poslední výhry', lobby: 'casino', style: 'Default', serviceFilled: false },
  { type: 'BloomreachPersonalized', slug: 'vybrane-pro-vas', title: 'Vybrané pro vás', lobby: 'casino', style: 'LargeOnMobile', serviceFilled: false },
  // The live lobby shows the service's popular list as well.
  { type: 'PopularPggService', slug: 'popularni-live', title: 'Populární živé stoly', lobby: 'live', style: 'Landscape', serviceFilled: true },
];

export const categoryId = (slug: string): string => `cat-${slug}`;
export const categorySeoId = (slug: string): string => `seo-category-${slug}`;

const toCategory = (slug: string, type: GameListSource, title: string, lobby: Lobby, style: GameTileLayout, games: readonly string[]): Category => ({
  id: categoryId(slug),
  slug,
  type,
  title,
  lobby,
  style,
  widgets: [],
  games,
  iconImage: AssetId.categoryIcon(slug),
  seoId: categorySeoId(slug),
});

const ranksBefore = (a: GameDraft, b: GameDraft): boolean =>
  (a.game.commercialTier ?? 0) - (b.game.commercialTier ?? 0) > 0 ||
  ((a.game.commercialTier ?? 0) === (b.game.commercialTier ?? 0) && (a.game.promotionLevel ?? 0) > (b.game.promotionLevel ?? 0));

/** Best-ranked first: tier, then promotion level, then catalogue order. One pass, no full sort. */
const topRanked = (drafts: readonly GameDraft[], count: number): GameDraft[] => {
  const top: GameDraft[] = [];
  for (const draft of drafts) {
    if (top.length === count && !ranksBefore(draft, top[count - 1] as GameDraft)) continue;
    let at = top.length;
    while (at > 0 && ranksBefore(draft, top[at - 1] as GameDraft)) at--;
    top.splice(at, 0, draft);
    if (top.length > count) top.pop();
  }
  return top;
};

/** Builds every category and records the Default ones on their games (game.categories). */
export const generateCategories = (random: Random, drafts: readonly GameDraft[]): Category[] => {
  const casinoGames = drafts.filter(isCasinoGame);
  const liveGames = drafts.filter((draft) => draft.live);
  const categories: Category[] = [];

  for (const fixed of fixedCategories) {
    const id = categoryId(fixed.slug);
    const lobbyGames = fixed.lobby === 'casino' ? casinoGames : liveGames;
    const members =
      fixed.member === 'top10'
        ? topRanked(lobbyGames, TOP10_GAMES)
        : lobbyGames.filter((draft) => (fixed.member as (d: GameDraft, r: Random) => boolean)(draft, random));
    for (const draft of members) draft.game.categories.push(id);
    categories.push(
      toCategory(
        fixed.slug,
        'Default',
        fixed.title,
        fixed.lobby,
        fixed.style,
        members.map((d) => d.game.gameCode),
      ),
    );
  }

  for (const dynamic of dynamicCategories) {
    const pool = dynamic.lobby === 'casino' ? casinoGames : liveGames;
    const games = dynamic.serviceFilled ? random.sample(pool, Math.min(MAX_DYNAMIC_GAMES, pool.length)).map((draft) => draft.game.gameCode) : [];
    categories.push(toCategory(dynamic.slug, dynamic.type, dynamic.title, dynamic.lobby, dynamic.style, games));
  }
  return categories;
};

export const RECOMMEND_CATEGORY_SLUG = 'doporucujeme';
export const LIVE_RECOMMEND_CATEGORY_SLUG = 'live-top-10';
