// The generated world is written in Czech, the site's language. English requests get the display
// titles of menus, categories, collections, promotions, widgets and slides translated from this
// table; names of games and providers are brand names and stay as they are.
import type { Locale } from '@casino/core';

/** Czech title → English title. Titles missing here are served unchanged in both locales. */
export const ENGLISH_TITLES: Readonly<Record<string, string>> = {
  'Domů': 'Home',
  'Kasino': 'Casino',
  'Živé kasino': 'Live casino',
  'Kasino živě': 'Live casino',
  'Všechny hry': 'All games',
  'Nové hry': 'New games',
  'Novinky': 'New',
  'Populární': 'Popular',
  'Nejhranější': 'Most played',
  'Oblíbené': 'Favourites',
  'Oblíbené živé hry': 'Favourite live games',
  'Moje hry': 'My games',
  'Naposledy hrané': 'Recently played',
  'Zkuste znovu': 'Tried once',
  'Volná otočení': 'Free spins',
  'Zlaté žetony': 'Golden chips',
  'Poslední výhry': 'Recent wins',
  'Vybrané pro vás': 'Picked for you',
  'Doporučené': 'Recommended',
  'Trendy': 'Trending',
  'Protože vás baví': 'Because you like',
  'Protože jste hráli': 'Because you played',
  'Jackpoty': 'Jackpots',
  'Jackpot': 'Jackpot',
  'Akce': 'Promotions',
  'Promoakce': 'Promotions',
  'Turnaje': 'Tournaments',
  'Vítězové': 'Winners',
  'Výherci': 'Winners',
  'Poskytovatelé': 'Providers',
  'Výrobci': 'Providers',
  'Kolekce': 'Collections',
  'Kategorie': 'Categories',
  'Automaty': 'Slots',
  'Stolní hry': 'Table games',
  'Ruleta': 'Roulette',
  'Blackjack': 'Blackjack',
  'Baccarat': 'Baccarat',
  'Poker': 'Poker',
  'Game show': 'Game shows',
  'Crash hry': 'Crash games',
  'Sport': 'Sport',
  'Loterie': 'Lottery',
  'Menu': 'Menu',
  'Nápověda': 'Help',
  'Zodpovědné hraní': 'Responsible gaming',
  'Videa': 'Videos',
};

export const translateTitle = (title: string, locale: Locale): string =>
  locale === 'en' ? (ENGLISH_TITLES[title] ?? title) : title;

/** Keys whose string values are display titles. */
const TITLE_KEYS = new Set(['title']);

/** A copy of a content value with every display title in the locale; other fields untouched. */
export const localizeTitles = <T>(value: T, locale: Locale): T => {
  if (locale !== 'en') return value;
  const walk = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(walk);
    if (typeof node !== 'object' || node === null) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, field]) => [
        key,
        TITLE_KEYS.has(key) && typeof field === 'string' ? translateTitle(field, locale) : walk(field),
      ]),
    );
  };
  return walk(value) as T;
};
