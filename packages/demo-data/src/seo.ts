// Search-engine records for every seo id the world uses (layouts, categories, collections, pages).
import type { Category, Collection, ContentPage, PageLayout, Seo } from '@casino/core';
import { AssetId } from './assets.ts';
import { DESTINATION_PATHS, DESTINATION_SEO_IDS } from './destination-titles.ts';
import { englishTitle } from './english-titles.ts';

const SITE = 'Kasino Demo';
const ENGLISH_SITE = 'Casino Demo';

const layoutTitles: Readonly<Record<string, string>> = {
  Lobby: 'Online kasino',
  Home: 'Online kasino: automaty, jackpoty a živé hry',
  Providers: 'Výrobci her',
  Collections: 'Žánry her',
  Jackpots: 'Jackpoty',
  MyGames: 'Moje hry',
  Menu: 'Menu',
  LiveLobby: 'Živé kasino',
  MyLiveGames: 'Moje živé hry',
};

/** Every third record leaves the optional fields empty, so clients meet both shapes. */
const record = (id: string, title: string, description: string, index: number): Seo => {
  const full = index % 3 !== 2;
  return {
    title: `${title} | ${SITE}`,
    ogTitle: full ? title : null,
    description,
    ogDescription: full ? description : null,
    ogImage: full ? AssetId.seoImage(id) : null,
    twitterCard: full ? 'summary_large_image' : null,
    metaRobots: index % 7 === 6 ? 'noindex, follow' : 'index, follow',
  };
};

export const generateSeo = (
  layouts: readonly PageLayout[],
  categories: readonly Category[],
  collections: readonly Collection[],
  pages: readonly ContentPage[],
): { readonly seo: Record<string, Seo>; readonly english: Record<string, string> } => {
  const seo: Record<string, Seo> = {};
  // The descriptions' English, written with them (titles translate from english-titles.ts).
  const english: Record<string, string> = {};
  let index = 0;
  const add = (id: string | null | undefined, title: string, description: string, englishDescription: string) => {
    if (!id || seo[id]) return;
    seo[id] = record(id, title, description, index++);
    english[description] = englishDescription;
  };
  for (const layout of layouts)
    for (const [page, id] of Object.entries(layout.seoId)) {
      // A page that is a named destination carries its one name (destination-titles.ts).
      const title = DESTINATION_PATHS[DESTINATION_SEO_IDS[id ?? ''] ?? ''] ?? layoutTitles[page] ?? page;
      add(id, title, `${title} na ${SITE}. Hrajte zodpovědně.`, `${englishTitle(title)} at ${ENGLISH_SITE}. Play responsibly.`);
    }
  for (const category of categories)
    add(category.seoId, category.title, `Hry v kategorii ${category.title}.`, `Games in the category ${englishTitle(category.title)}.`);
  for (const collection of collections)
    add(collection.seoId, collection.title, `Automaty a hry žánru ${collection.title}.`, `Slots and games of the genre ${englishTitle(collection.title)}.`);
  for (const page of pages) add(page.seoId, page.title, `${page.title}: informace pro hráče.`, `${englishTitle(page.title)}: information for players.`);
  return { seo, english };
};
