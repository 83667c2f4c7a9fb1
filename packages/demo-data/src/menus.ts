// Menus of both lobbies (dynamic items the core menu rules place between the fixed ones) and the
// submenu's server-defined links.
import type { Category, Collection, ContentPage, MenuItem, MenuItemType, Promotion, SubmenuItem } from '@casino/core';
import { AssetId } from './assets.ts';
import { DestinationTitle } from './destination-titles.ts';
import { openPromotions } from './media.ts';

const item = (type: MenuItemType, slug: string, title: string, lobby: MenuItem['lobby'], route: string, isPersonalized = false): MenuItem => ({
  id: `menu-${lobby}-${slug}`,
  type,
  title,
  lobby,
  isPersonalized,
  route,
  img: AssetId.menuIcon(slug),
});

const casinoCategorySlugs = ['top-10', 'novinky', 'popularni', 'jackpotove-hry'] as const;
const casinoPersonalSlugs = ['oblibene', 'free-spiny', 'naposledy-hrane'] as const;
const casinoCollectionSlugs = ['knihy', 'egypt', 'megaways'] as const;
const liveCategorySlugs = ['live-ruleta', 'live-blackjack', 'live-game-show', 'live-cesky'] as const;
const livePersonalSlugs = ['oblibene-live', 'zlate-zetony'] as const;

export const generateMenus = (categories: readonly Category[], collections: readonly Collection[]): MenuItem[] => {
  const category = new Map(categories.map((entry) => [entry.slug, entry]));
  const collection = new Map(collections.map((entry) => [entry.slug, entry]));
  const menus: MenuItem[] = [];
  for (const slug of casinoCategorySlugs) {
    const entry = category.get(slug);
    // The CMS may give a bare slug (core's menu rule builds the path) or a path: both occur.
    if (entry) menus.push(item('Categories', slug, entry.title, 'casino', slug));
  }
  for (const slug of casinoPersonalSlugs) {
    const entry = category.get(slug);
    if (entry) menus.push(item('Categories', slug, entry.title, 'casino', `/uzivatel/${slug}`, true));
  }
  for (const slug of casinoCollectionSlugs) {
    const entry = collection.get(slug);
    if (entry) menus.push(item('Collections', slug, entry.title, 'casino', slug === 'megaways' ? `/zanr/${slug}` : slug));
  }
  menus.push(item('Internal', 'promo-bonusy', DestinationTitle.promotions, 'casino', '/promo-bonusy'));
  menus.push(item('Internal', 'turnaje', DestinationTitle.tournaments, 'casino', '/tournaments'));
  // A parameterless route name is a valid route too.
  menus.push(item('Internal', 'vitezove', DestinationTitle.winners, 'casino', 'preview-winners'));
  menus.push(item('AllGames', 'vsechny-hry', DestinationTitle.allGames, 'casino', '/vsechny-hry'));
  for (const slug of liveCategorySlugs) {
    const entry = category.get(slug);
    if (entry) menus.push(item('Categories', slug, entry.title, 'live', `/kasino-zive/kategorie/${slug}`));
  }
  for (const slug of livePersonalSlugs) {
    const entry = category.get(slug);
    if (entry) menus.push(item('Categories', slug, entry.title, 'live', `/kasino-zive/uzivatel/${slug}`, true));
  }
  menus.push(item('AllGames', 'vsechny-hry', DestinationTitle.liveAllGames, 'live', '/kasino-zive/vsechny-hry'));
  return menus;
};

export const generateSubmenu = (pages: readonly ContentPage[], promotions: readonly Promotion[]): SubmenuItem[] => {
  const published = <T extends { status: string }>(list: readonly T[]) => list.filter((entry) => entry.status === 'Published');
  const items: SubmenuItem[] = [];
  for (const page of published(pages).slice(0, 2))
    items.push({ icon: AssetId.submenuIcon(page.slug), title: page.title, type: 'contentPage', slug: page.slug, url: null });
  // One Draft page too: preview mode shows it, the published site does not.
  const draft = pages.find((page) => page.status === 'Draft');
  if (draft) items.push({ icon: null, title: draft.title, type: 'contentPage', slug: draft.slug, url: null });
  for (const promotion of openPromotions(promotions).slice(1, 3))
    items.push({ icon: AssetId.submenuIcon(promotion.slug), title: promotion.title, type: 'promotion', slug: promotion.slug, url: null });
  items.push({ icon: AssetId.submenuIcon('nejvyssi-vyhry'), title: DestinationTitle.topWins, type: 'link', slug: null, url: '/vyhry/nejvyssi' });
  items.push({ icon: null, title: 'Podpora', type: 'link', slug: null, url: 'https://podpora.casino.example/' });
  return items;
};
