// Genre collections (8–15) and the groups that show them. Slot genres follow the themes of game
// names; table, live and crash games have genres of their own.
import type { Collection, CollectionGroup, GameType } from '@casino/core';
import { AssetId } from './assets.ts';
import type { TableKind, Theme } from './game-vocabulary.ts';
import type { Random } from './random.ts';

export interface CollectionSeed {
  readonly id: string;
  readonly slug: string;
  readonly title: string;
  /** Slot themes that lead a game here first. */
  readonly themes: readonly Theme[];
  /** Table kinds that lead a live or table game here first. */
  readonly kinds: readonly TableKind[];
  /** The game types this genre takes as extra (random) members. */
  readonly accepts: readonly GameType[];
  readonly megaways: boolean;
  readonly group: 'popular' | 'themed' | 'tables';
}

const genre = (
  slug: string,
  title: string,
  group: CollectionSeed['group'],
  options: { themes?: Theme[]; kinds?: TableKind[]; accepts?: GameType[]; megaways?: boolean },
): CollectionSeed => ({
  id: `col-${slug}`,
  slug,
  title,
  themes: options.themes ?? [],
  kinds: options.kinds ?? [],
  accepts: options.accepts ?? ['Slot'],
  megaways: options.megaways ?? false,
  group,
});

const always: readonly CollectionSeed[] = [
  genre('knihy', 'Knihy', 'popular', { themes: ['books'] }),
  genre('ovoce', 'Ovoce', 'popular', { themes: ['fruit'] }),
  genre('egypt', 'Egypt', 'popular', { themes: ['egypt'] }),
  genre('megaways', 'Megaways', 'popular', { megaways: true, accepts: [] }),
  genre('ruleta', 'Ruleta', 'tables', { kinds: ['roulette'], accepts: [] }),
  genre('karetni-hry', 'Karetní hry', 'tables', { kinds: ['blackjack', 'baccarat', 'poker'], accepts: ['Table'] }),
  genre('rychle-hry', 'Rychlé hry', 'tables', { accepts: ['Crash'] }),
];

const extras: readonly CollectionSeed[] = [
  genre('vikingove', 'Vikingové', 'themed', { themes: ['vikings'] }),
  genre('mytologie', 'Mytologie', 'themed', { themes: ['myth'] }),
  genre('klasicke-automaty', 'Klasické automaty', 'popular', { themes: ['classic'] }),
  genre('sladkosti', 'Sladkosti', 'themed', { themes: ['sweets'] }),
  genre('zvirata', 'Zvířata', 'themed', { themes: ['animals'] }),
  genre('dobrodruzstvi', 'Dobrodružství', 'themed', { themes: ['adventure'] }),
  genre('horor', 'Horor', 'themed', { themes: ['horror'] }),
  genre('vesmir', 'Vesmír', 'themed', { themes: ['space'] }),
  genre('asie', 'Asie', 'themed', { themes: ['asia'] }),
  genre('stesti', 'Štěstí a čtyřlístky', 'themed', { themes: ['luck'] }),
  genre('kralovske', 'Královské', 'themed', { themes: ['royal', 'gems'] }),
  genre('game-show', 'Game Show', 'tables', { kinds: ['gameShow', 'dice'], accepts: ['Live'] }),
];

export const generateCollectionSeeds = (random: Random): CollectionSeed[] => [...always, ...random.sample(extras, random.int(1, 8))];

export const toCollection = (seed: CollectionSeed, games: readonly string[], excludeFromPage: boolean): Collection => ({
  id: seed.id,
  slug: seed.slug,
  title: seed.title,
  url: null,
  iconImage: AssetId.collectionIcon(seed.slug),
  games,
  excludeFromPage,
  seoId: `seo-collection-${seed.slug}`,
  actionRoute: seed.megaways ? `/zanr/${seed.slug}` : null,
});

const groupTitles: Readonly<Record<CollectionSeed['group'], string>> = {
  popular: 'Oblíbené žánry',
  themed: 'Tematické světy',
  tables: 'Stoly, živé a rychlé hry',
};

/** One group per kind of genre, plus a 'Vše' group holding every collection. */
export const generateCollectionGroups = (seeds: readonly CollectionSeed[]): CollectionGroup[] => {
  const groups: CollectionGroup[] = [];
  for (const group of ['popular', 'themed', 'tables'] as const) {
    const members = seeds.filter((seed) => seed.group === group).map((seed) => seed.id);
    if (members.length > 0) groups.push({ id: `cg-${group}`, title: groupTitles[group], collections: members });
  }
  groups.push({ id: 'cg-all', title: 'Všechny žánry', collections: seeds.map((seed) => seed.id) });
  return groups;
};
