// Page layouts: the casino lobby and the live lobby each use every widget type; the other layouts
// (winners, clean, game-play, live-casino) carry what their pages show. refIds point at real
// categories, collection groups, carousels and video widgets.
import type { Carousel, Category, CollectionGroup, PageLayout, SeoIds, VideoWidget, Widget, WidgetType } from '@casino/core';

const lobbyIntroHtml = {
  casino: '<h2>Online kasino</h2><p>Tisíce automatů, jackpoty a turnaje. Hrajte zodpovědně.</p>',
  live: '<h2>Živé kasino</h2><p>Skuteční dealeři, česky mluvící stoly a hra v reálném čase.</p>',
} as const;

const TOURNAMENTS_HTML = '<p>Turnaje každý týden. Sledujte žebříček.</p>';

/** The html widgets' Czech → English. */
export const LAYOUT_HTML_ENGLISH: Readonly<Record<string, string>> = {
  [lobbyIntroHtml.casino]: '<h2>Online casino</h2><p>Thousands of slots, jackpots and tournaments. Play responsibly.</p>',
  [lobbyIntroHtml.live]: '<h2>Live casino</h2><p>Real dealers, Czech-speaking tables and play in real time.</p>',
  [TOURNAMENTS_HTML]: '<p>Tournaments every week. Follow the leaderboard.</p>',
};

export const layoutSeoIds = {
  casino: {
    Lobby: 'seo-lobby',
    Home: 'seo-home',
    AllGames: 'seo-all-games',
    Providers: 'seo-providers',
    Collections: 'seo-collections',
    Jackpots: 'seo-jackpots',
    Promotions: 'seo-promotions',
    MyGames: 'seo-my-games',
    Menu: 'seo-menu',
  },
  live: { LiveLobby: 'seo-live-lobby', AllGames: 'seo-live-all-games', MyLiveGames: 'seo-my-live-games' },
  winners: { Winners: 'seo-winners' },
  clean: { Tournaments: 'seo-tournaments' },
} as const satisfies Record<string, SeoIds>;

interface LobbyParts {
  readonly categories: readonly Category[];
  readonly collectionGroup: CollectionGroup | undefined;
  readonly allCollections: CollectionGroup | undefined;
  readonly carousel: Carousel | undefined;
  readonly video: VideoWidget | undefined;
}

const lobbyWidgets = (lobby: 'casino' | 'live', parts: LobbyParts): Widget[] => {
  let n = 0;
  const widget = (type: WidgetType, title: string | null, refId: string | null = null, html: string | null = null): Widget => ({
    id: `w-${lobby}-${++n}`,
    type,
    title,
    refId,
    html,
  });
  const games = parts.categories.map((category) => widget('games', category.title, category.id));
  // Lobby order: hero carousel, the first rows of games, then the blocks in between the rest.
  return [
    ...(parts.carousel ? [widget('carousel', null, parts.carousel.id)] : []),
    ...games.slice(0, 3),
    ...(parts.collectionGroup ? [widget('collectionGroup', parts.collectionGroup.title, parts.collectionGroup.id)] : []),
    ...games.slice(3, 6),
    widget('jackpots', 'Jackpoty'),
    ...games.slice(6, 10),
    widget('providers', 'Výrobci her'),
    ...(parts.allCollections ? [widget('collections', 'Žánry', parts.allCollections.id)] : []),
    ...games.slice(10),
    ...(parts.video ? [widget('videos', parts.video.title, parts.video.id)] : []),
    widget('winners', 'Poslední výherci'),
    widget('html', null, null, lobbyIntroHtml[lobby]),
  ];
};

const byOrder = (categories: readonly Category[], lobby: 'casino' | 'live'): Category[] => {
  const own = categories.filter((category) => category.lobby === lobby);
  // Top 10 first, personal lists next (they are hidden for guests), the rest after.
  const rank = (category: Category) => (category.style === 'Top10' ? 0 : category.type === 'Default' ? 2 : 1);
  return own
    .map((category, index) => ({ category, index }))
    .sort((a, b) => rank(a.category) - rank(b.category) || a.index - b.index)
    .map((entry) => entry.category);
};

export const generateLayouts = (
  categories: readonly Category[],
  groups: readonly CollectionGroup[],
  carousels: readonly Carousel[],
  videos: readonly VideoWidget[],
): PageLayout[] => {
  const group = (id: string) => groups.find((entry) => entry.id === id);
  const casino: LobbyParts = {
    categories: byOrder(categories, 'casino'),
    collectionGroup: group('cg-popular') ?? groups[0],
    allCollections: group('cg-all'),
    carousel: carousels.find((carousel) => carousel.lobby === 'casino'),
    video: videos[0],
  };
  const live: LobbyParts = {
    categories: byOrder(categories, 'live'),
    collectionGroup: group('cg-tables') ?? groups[0],
    allCollections: group('cg-all'),
    carousel: carousels.find((carousel) => carousel.lobby === 'live'),
    video: videos[1] ?? videos[0],
  };
  const jackpotsCarousel = carousels.find((carousel) => carousel.id === 'carousel-casino-jackpots');
  return [
    { id: 'layout-casino', type: 'default', lobbyType: 'Casino', widgets: lobbyWidgets('casino', casino), seoId: layoutSeoIds.casino },
    { id: 'layout-live-lobby', type: 'live-lobby', lobbyType: 'Live', widgets: lobbyWidgets('live', live), seoId: layoutSeoIds.live },
    {
      id: 'layout-winners',
      type: 'winners',
      lobbyType: 'Casino',
      widgets: [
        { id: 'w-winners-1', type: 'winners', title: 'Nejvyšší výhry', refId: null, html: null },
        { id: 'w-winners-2', type: 'jackpots', title: 'Jackpoty', refId: null, html: null },
        ...(jackpotsCarousel ? [{ id: 'w-winners-3', type: 'carousel' as const, title: null, refId: jackpotsCarousel.id, html: null }] : []),
      ],
      seoId: layoutSeoIds.winners,
    },
    {
      id: 'layout-clean',
      type: 'clean',
      lobbyType: 'Casino',
      widgets: [{ id: 'w-clean-1', type: 'html', title: null, refId: null, html: TOURNAMENTS_HTML }],
      seoId: layoutSeoIds.clean,
    },
    { id: 'layout-game-play', type: 'game-play', lobbyType: 'Casino', widgets: [], seoId: {} },
    { id: 'layout-live-casino', type: 'live-casino', lobbyType: 'Live', widgets: [], seoId: {} },
  ];
};
