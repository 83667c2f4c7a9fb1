// What every generated world guarantees, as a list of broken rules (empty when all hold). The tests
// check it over many seeds and sizes; the demo platform and benchmarks may call it on their worlds.
import {
  GameListSource,
  isExternalLink,
  isPromotionRestricted,
  PromotionVisibility,
  resolveMenuItemLink,
  resolveSubmenuLink,
  routePath,
  TOP10_GAMES,
  MAX_DYNAMIC_GAMES,
  WidgetType,
  type Game,
} from '@casino/core';
import { DESTINATION_PATHS, DESTINATION_SEO_IDS } from './destination-titles.ts';
import { SAME_IN_ENGLISH } from './english-titles.ts';
import { MEGAWAYS_LINES, SLOT_LINES_BY_REELS } from './game-info.ts';
import { BLACKJACK_SEATS } from './live-tables.ts';
import { paintedImages } from './painted-images.ts';
import type { DemoWorld } from './world.ts';

export const DEMO_USERNAMES = ['demo', 'novy', 'vylouceny', 'limit', 'overeni'] as const;
const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const within = (value: number | null | undefined, min: number, max: number) => typeof value === 'number' && value >= min && value <= max;

export const worldProblems = (world: DemoWorld): string[] => {
  const problems: string[] = [];
  const fail = (text: string) => {
    // A broken rule usually breaks for many items; the first few say enough.
    if (problems.length < 50) problems.push(text);
  };
  const games = new Map<string, Game>();
  for (const game of world.games) {
    if (games.has(game.gameCode)) fail(`duplicate gameCode ${game.gameCode}`);
    games.set(game.gameCode, game);
  }
  const known = (code: string, where: string) => {
    if (!games.has(code)) fail(`${where}: unknown game ${code}`);
  };
  if (world.games.length !== world.size) fail(`games ${world.games.length} ≠ size ${world.size}`);

  const providers = new Map(world.providers.map((provider) => [provider.id, provider]));
  const categories = new Map(world.categories.map((category) => [category.id, category]));
  const collections = new Map(world.collections.map((collection) => [collection.id, collection]));
  const collectionMembers = new Map(world.collections.map((collection) => [collection.id, new Set(collection.games)]));
  const categoryMembers = new Map(world.categories.map((category) => [category.id, new Set(category.games)]));

  for (const game of world.games) {
    const at = `game ${game.gameCode}`;
    if (!KEBAB.test(game.gameCode)) fail(`${at}: code is not ascii kebab`);
    if (!providers.has(game.provider)) fail(`${at}: unknown provider ${game.provider}`);
    if (game.collections.length < 1 || game.collections.length > 3) fail(`${at}: ${game.collections.length} collections`);
    for (const id of game.collections) if (!collectionMembers.get(id)?.has(game.gameCode)) fail(`${at}: not listed by collection ${id}`);
    for (const id of game.categories) {
      if (categories.get(id)?.type !== 'Default') fail(`${at}: category ${id} is not a Default category`);
      if (!categoryMembers.get(id)?.has(game.gameCode)) fail(`${at}: not listed by category ${id}`);
    }
    if (!Number.isInteger(game.numberOfReels) || !within(game.numberOfReels, 3, 7)) fail(`${at}: reels ${game.numberOfReels}`);
    if (!within(game.minBet, 0.1, 100) || !within(game.maxBet, 10, 10_000) || (game.minBet ?? 0) > (game.maxBet ?? 0))
      fail(`${at}: bets ${game.minBet}–${game.maxBet}`);
    if (game.maxWin != null && !(game.maxWin > 0)) fail(`${at}: maxWin ${game.maxWin}`);
    if (game.rtp != null && !within(game.rtp, 92, 98)) fail(`${at}: rtp ${game.rtp}`);
    if (game.volatility != null && (!Number.isInteger(game.volatility) || !within(game.volatility, 1, 5))) fail(`${at}: volatility ${game.volatility}`);
    if (!within(game.commercialTier, 0, 10)) fail(`${at}: commercialTier ${game.commercialTier}`);
    if (!within(game.promotionLevel, 0, 5)) fail(`${at}: promotionLevel ${game.promotionLevel}`);
    if (game.labels.length > 2) fail(`${at}: ${game.labels.length} labels`);
    if (!(game.fileVersion >= 1)) fail(`${at}: fileVersion ${game.fileVersion}`);
    const info = world.gameInfo[game.gameCode];
    if (!info) fail(`${at}: no gameInfo`);
    // A slot's lines (or ways) are possible for its reels: 1,024 ways need five.
    else if (info.lines !== null && info.lines !== MEGAWAYS_LINES && !(SLOT_LINES_BY_REELS[game.numberOfReels] ?? []).includes(info.lines))
      fail(`${at}: ${info.lines} lines on ${game.numberOfReels} reels`);
  }

  // Providers and their launch data.
  if (!within(world.providers.length, 12, 20)) fail(`${world.providers.length} providers`);
  if (new Set(world.providers.map((p) => p.slug)).size !== world.providers.length) fail('provider slugs are not unique');
  for (const provider of world.providers) {
    const own = world.games.filter((game) => game.provider === provider.id).map((game) => game.gameCode);
    if (own.join() !== provider.games.join()) fail(`provider ${provider.id}: games list differs from its games`);
    const launch = world.providerLaunch[provider.id];
    if (!launch) fail(`provider ${provider.id}: no launch data`);
    else if (!launch.launchUrl?.includes('{tempToken}') || !launch.launchUrl.includes('{playerId}'))
      fail(`provider ${provider.id}: real template lacks placeholders`);
  }
  if (!Object.values(world.providerLaunch).some((launch) => launch.launchUrlDemo === null)) fail('no provider without a demo URL');

  // Categories.
  if (new Set(world.categories.map((c) => c.slug)).size !== world.categories.length) fail('category slugs are not unique');
  if (categories.size !== world.categories.length) fail('category ids are not unique');
  for (const source of Object.values(GameListSource))
    if (!world.categories.some((category) => category.type === source)) fail(`no category of source ${source}`);
  for (const lobby of ['casino', 'live'] as const)
    if (!world.categories.some((c) => c.lobby === lobby && c.type === 'Default')) fail(`no Default category in the ${lobby} lobby`);
  for (const category of world.categories) {
    for (const code of category.games) known(code, `category ${category.id}`);
    if (category.style === 'Top10' && category.games.length > TOP10_GAMES) fail(`category ${category.id}: Top10 holds ${category.games.length}`);
    if (category.type !== 'Default' && category.games.length > MAX_DYNAMIC_GAMES) fail(`category ${category.id}: too many dynamic games`);
    if (category.type === 'Default')
      for (const code of category.games)
        if (!games.get(code)?.categories.includes(category.id)) fail(`category ${category.id}: game ${code} does not carry it`);
  }

  // Collections and groups.
  if (!within(world.collections.length, 8, 15)) fail(`${world.collections.length} collections`);
  for (const collection of world.collections) for (const code of collection.games) known(code, `collection ${collection.id}`);
  for (const group of world.collectionGroups) for (const id of group.collections) if (!collections.has(id)) fail(`group ${group.id}: unknown collection ${id}`);
  for (const collection of world.collections)
    if (!world.collectionGroups.some((group) => group.collections.includes(collection.id))) fail(`collection ${collection.id} is in no group`);

  // Live tables.
  const liveGames = world.games.filter((game) => game.type === 'Live' || game.type === 'Table');
  const tables = new Map(world.liveTables.map((table) => [table.ImsGameCode, table]));
  if (tables.size !== world.liveTables.length || liveGames.length !== world.liveTables.length) fail('live tables do not match the live games one to one');
  for (const game of liveGames) if (!tables.has(game.gameCode)) fail(`live game ${game.gameCode} has no table`);
  for (const table of world.liveTables) {
    const seats = Object.keys(table.SeatsAvailability).length;
    if (seats !== 0 && seats !== BLACKJACK_SEATS) fail(`table ${table.ImsGameCode}: ${seats} seats`);
  }
  const grouped = world.languageGroups.flatMap((group) => group.tables);
  if (grouped.length !== world.liveTables.length || grouped.some((code) => !tables.has(code))) fail('language groups do not cover the tables');

  // Jackpots.
  if (!within(world.jackpots.length, 3, 6)) fail(`${world.jackpots.length} jackpots`);
  for (const jackpot of world.jackpots) {
    if (!within(jackpot.jackpotLevels.length, 4, 10)) fail(`jackpot ${jackpot.id}: ${jackpot.jackpotLevels.length} levels`);
    jackpot.jackpotLevels.forEach((level, index) => {
      const above = jackpot.jackpotLevels[index - 1];
      if (above && !(above.amount > level.amount)) fail(`jackpot ${jackpot.id}: level ${index} is not below the one above`);
    });
    for (const code of jackpot.gameCodes) if (!games.get(code)?.jackpot) fail(`jackpot ${jackpot.id}: ${code} is not a jackpot game`);
    if (world.games.some((game) => game.jackpot) && jackpot.gameCodes.length === 0) fail(`jackpot ${jackpot.id}: no games`);
  }

  // Promotions and content pages.
  for (const visibleTo of [...Object.values(PromotionVisibility), null])
    if (!world.promotions.some((promotion) => promotion.visibleTo === visibleTo)) fail(`no promotion visible to ${visibleTo}`);
  for (const status of ['Published', 'Draft'] as const) {
    if (!world.promotions.some((promotion) => promotion.status === status)) fail(`no ${status} promotion`);
    if (!world.contentPages.some((page) => page.status === status)) fail(`no ${status} content page`);
  }
  for (const promotion of world.promotions) {
    if (!promotion.templateCode && !promotion.tagName) fail(`promotion ${promotion.id}: neither template code nor tag`);
    for (const code of promotion.games) known(code, `promotion ${promotion.id}`);
  }

  // Navigation, layouts, seo.
  const slugs = { category: new Set(world.categories.map((c) => c.slug)), collection: new Set(world.collections.map((c) => c.slug)) };
  for (const lobby of ['casino', 'live'] as const) if (!world.menus.some((menu) => menu.lobby === lobby)) fail(`no ${lobby} menu`);
  for (const menu of world.menus) {
    const slug = menu.route.split('/').pop() ?? '';
    if (menu.type === 'Categories' && !slugs.category.has(slug)) fail(`menu ${menu.id}: unknown category ${slug}`);
    if (menu.type === 'Collections' && !slugs.collection.has(slug)) fail(`menu ${menu.id}: unknown collection ${slug}`);
  }
  for (const type of ['contentPage', 'promotion', 'link'] as const) if (!world.submenu.some((entry) => entry.type === type)) fail(`no ${type} submenu item`);
  for (const entry of world.submenu) {
    if (entry.type === 'contentPage' && !world.contentPages.some((page) => page.slug === entry.slug)) fail(`submenu: unknown page ${entry.slug}`);
    if (entry.type === 'promotion' && !world.promotions.some((promotion) => promotion.slug === entry.slug)) fail(`submenu: unknown promotion ${entry.slug}`);
    if (entry.type === 'link' && !entry.url) fail(`submenu ${entry.title}: link without url`);
  }
  // Navigation leads where every visitor can go (issue 21, findings 7 and 8). The portal renders the
  // same navigation for everyone, so a linked promotion is one nobody is restricted from.
  const promotionBySlug = new Map(world.promotions.map((promotion) => [promotion.slug, promotion]));
  const openToEveryone = (slug: string, where: string) => {
    const promotion = promotionBySlug.get(slug);
    if (!promotion || promotion.status !== 'Published' || isPromotionRestricted(promotion, true) || isPromotionRestricted(promotion, false))
      fail(`${where} links promotion ${slug}, which not every visitor can open`);
  };
  const promotionPrefix = `${routePath('preview-promotions')}/`;
  for (const carousel of world.carousels)
    for (const slide of carousel.slides)
      if (slide.link?.startsWith(promotionPrefix)) openToEveryone(slide.link.slice(promotionPrefix.length), `slide ${slide.id}`);
  for (const entry of world.submenu) if (entry.type === 'promotion' && entry.slug) openToEveryone(entry.slug, `submenu ${entry.title}`);
  const liveHome = routePath('preview-live-casino');
  for (const lobby of ['casino', 'live'] as const) {
    const titles = new Set<string>();
    for (const menu of world.menus.filter((entry) => entry.lobby === lobby)) {
      const title = menu.title.toLocaleLowerCase('cs');
      if (titles.has(title)) fail(`${lobby} menu: two items named ${menu.title}`);
      titles.add(title);
      const to = resolveMenuItemLink(menu);
      if (lobby === 'live' && to !== liveHome && !to.startsWith(`${liveHome}/`)) fail(`live menu ${menu.id}: ${to} leaves the live lobby`);
    }
  }
  // One label per destination: menus, submenu and seo titles name a page alike.
  const labels = new Map<string, Set<string>>();
  const label = (to: string, title: string) => {
    if (isExternalLink(to)) return;
    labels.set(to, (labels.get(to) ?? new Set()).add(title));
    const named = DESTINATION_PATHS[to];
    if (named !== undefined && named !== title) fail(`${to} is called ${title}, not ${named}`);
  };
  for (const menu of world.menus) label(resolveMenuItemLink(menu), menu.title);
  for (const entry of world.submenu) label(resolveSubmenuLink(entry), entry.title);
  for (const [to, titles] of labels) if (titles.size > 1) fail(`${to} has ${titles.size} labels: ${[...titles].join(' / ')}`);
  for (const [id, to] of Object.entries(DESTINATION_SEO_IDS)) {
    const seo = world.seo[id];
    const named = DESTINATION_PATHS[to];
    if (seo && named !== undefined && !(seo.title ?? '').startsWith(`${named} | `)) fail(`seo ${id}: title ${seo.title} does not name ${named}`);
  }
  const refIds = new Set<string>([
    ...categories.keys(),
    ...collections.keys(),
    ...world.collectionGroups.map((group) => group.id),
    ...world.carousels.map((carousel) => carousel.id),
    ...world.videoWidgets.map((video) => video.id),
    ...world.jackpots.map((jackpot) => jackpot.id),
  ]);
  const widgetIds = new Set<string>();
  for (const layout of world.layouts) {
    for (const widget of layout.widgets) {
      if (widgetIds.has(widget.id)) fail(`duplicate widget id ${widget.id}`);
      widgetIds.add(widget.id);
      if (widget.refId != null && !refIds.has(widget.refId)) fail(`widget ${widget.id}: refId ${widget.refId} resolves to nothing`);
    }
    for (const id of Object.values(layout.seoId)) if (id && !world.seo[id]) fail(`layout ${layout.id}: no seo record ${id}`);
  }
  for (const lobbyType of ['Casino', 'Live'] as const) {
    const lobby = world.layouts.find((layout) => layout.lobbyType === lobbyType && (layout.type === 'default' || layout.type === 'live-lobby'));
    if (!lobby) fail(`no ${lobbyType} lobby layout`);
    else
      for (const type of Object.values(WidgetType))
        if (!lobby.widgets.some((widget) => widget.type === type)) fail(`${lobbyType} lobby layout lacks a ${type} widget`);
  }
  for (const owner of [...world.categories, ...world.collections, ...world.contentPages])
    if (owner.seoId && !world.seo[owner.seoId]) fail(`no seo record ${owner.seoId}`);
  for (const lobby of ['casino', 'live'] as const) if (!world.carousels.some((carousel) => carousel.lobby === lobby)) fail(`no ${lobby} carousel`);

  // Both languages: every text a visitor reads has its English (issue 21, finding 8); names of games
  // and providers are brands and are not checked.
  const visitorTexts = [
    ...world.categories.map((category) => category.title),
    ...world.collections.map((collection) => collection.title),
    ...world.promotions.flatMap((promotion) => [promotion.title, promotion.description]),
    ...world.contentPages.flatMap((page) => [page.title, page.html]),
    ...world.menus.map((menu) => menu.title),
    ...world.submenu.map((entry) => entry.title),
    ...world.layouts.flatMap((layout) => layout.widgets.flatMap((widget) => [widget.title, widget.html])),
    ...world.carousels.flatMap((carousel) => carousel.slides.map((slide) => slide.title)),
    ...world.videoWidgets.map((video) => video.title),
    ...world.webMessages.flatMap((message) => [message.title, message.text]),
    ...Object.values(world.seo).flatMap((seo) => [...(seo.title ?? '').split(' | '), seo.ogTitle, seo.description, seo.ogDescription]),
    ...world.jackpots.flatMap((jackpot) => [jackpot.title, ...jackpot.jackpotLevels.map((level) => level.name)]),
    ...Object.values(world.gameInfo).flatMap((info) => [info.description, ...info.specialFeatures, ...info.labels.map((label) => label.title)]),
  ];
  // Words painted into an image are read too (promotion art, banners, video posters, og images,
  // icons): English content points at English art of its own, never at an image with Czech words.
  const painted = paintedImages(world);
  const czechArt = new Set(painted.map((entry) => entry.image));
  for (const { image, kind } of painted) {
    const english = Object.hasOwn(world.english, image) ? world.english[image] : undefined;
    if (english === undefined || czechArt.has(english)) fail(`${kind} image ${image}: English content points at Czech art (${english ?? image})`);
  }
  for (const text of new Set(visitorTexts))
    if (text && !Object.hasOwn(world.english, text) && !SAME_IN_ENGLISH.has(text)) fail(`no English for ${JSON.stringify(text.slice(0, 60))}`);

  // Settings.
  if (!categories.has(world.settings.search.recommendCategory ?? '')) fail('search.recommendCategory is not a category');
  if (world.settings.searchPopularProviders.length !== 5 || world.settings.searchPopularProviders.some((id) => !providers.has(id)))
    fail('searchPopularProviders are not 5 known providers');

  // Winners: known games except the ones the client must drop.
  if (world.games.length > 0 && world.winners.filter((winner) => !games.has(winner.gameCode)).length !== 2)
    fail('winners should hold exactly two unknown games');

  // Players.
  const usernames = world.players.map((player) => player.username);
  if (usernames.join() !== DEMO_USERNAMES.join()) fail(`players ${usernames.join()}`);
  for (const player of world.players) {
    if (player.password !== 'demo') fail(`player ${player.username}: password`);
    for (const code of player.favourites) known(code, `${player.username} favourites`);
    for (const record of player.playerGames) known(record.gameType, `${player.username} playerGames`);
    for (const result of player.gameResults) known(result.gameType, `${player.username} gameResults`);
    for (const code of player.personalisedGames) known(code, `${player.username} personalisedGames`);
    for (const bonus of player.gamingBonuses)
      for (const selected of bonus.selectedGames) {
        const code = typeof selected === 'string' ? selected : (selected.codeName ?? selected.gameType ?? '');
        known(code, `${player.username} gaming bonus`);
      }
  }
  return problems;
};
