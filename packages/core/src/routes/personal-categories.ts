// Personal-category slugs (part 1 §2, part 2 §2). The spec leaves the slugs to configuration; these
// are the project's Czech slugs, each tied to the game-list source that fills the category.
import type { Locale } from '../constants.ts';
import type { GameListSource } from '../types/enums.ts';
import { routePath } from './route-path.ts';
import type { RouteName } from './route-table.ts';

export const PERSONAL_CATEGORY_SLUGS = {
  freeSpins: { slug: 'free-spiny', source: 'FreeSpins' },
  favourites: { slug: 'oblibene', source: 'Favourites' },
  mostPlayed: { slug: 'nejhranejsi', source: 'MostPlayed' },
  triedOnce: { slug: 'vyzkousene', source: 'TriedOnce' },
  recentWins: { slug: 'posledni-vyhry', source: 'RecentWins' },
  recentlyPlayed: { slug: 'naposledy-hrane', source: 'RecentlyPlayed' },
  personalised: { slug: 'vybrane-pro-vas', source: 'BloomreachPersonalized' },
  liveFavourites: { slug: 'oblibene-zive', source: 'FavouritesLive' },
  goldenChips: { slug: 'zlate-zetony', source: 'GoldenChips' },
} as const satisfies Record<string, { readonly slug: string; readonly source: GameListSource }>;

export type PersonalCategoryKind = keyof typeof PERSONAL_CATEGORY_SLUGS;

export const PERSONAL_CATEGORY_KINDS = Object.keys(PERSONAL_CATEGORY_SLUGS) as readonly PersonalCategoryKind[];

/** Kinds that move to the live-casino user route while the live layout is active. */
const LIVE_CAPABLE: ReadonlySet<PersonalCategoryKind> = new Set(['liveFavourites', 'goldenChips']);

export interface PersonalCategoryPathOptions {
  readonly liveLayoutActive: boolean;
  readonly locale?: Locale;
  readonly preview?: boolean;
}

export const personalCategoryRoute = (
  kind: PersonalCategoryKind,
  { liveLayoutActive }: { readonly liveLayoutActive: boolean },
): { readonly name: RouteName; readonly params: { readonly slug: string } } => ({
  name: liveLayoutActive && LIVE_CAPABLE.has(kind) ? 'preview-live-casino-user-slug' : 'preview-user-slug',
  params: { slug: PERSONAL_CATEGORY_SLUGS[kind].slug },
});

export const personalCategoryPath = (kind: PersonalCategoryKind, options: PersonalCategoryPathOptions): string => {
  const { name, params } = personalCategoryRoute(kind, options);
  const { locale, preview } = options;
  return routePath(name, params, { ...(locale === undefined ? {} : { locale }), ...(preview === undefined ? {} : { preview }) });
};

export const personalCategoryKindBySlug = (slug: string): PersonalCategoryKind | null =>
  PERSONAL_CATEGORY_KINDS.find((kind) => PERSONAL_CATEGORY_SLUGS[kind].slug === slug) ?? null;

export const personalCategoryKindBySource = (source: GameListSource): PersonalCategoryKind | null =>
  PERSONAL_CATEGORY_KINDS.find((kind) => PERSONAL_CATEGORY_SLUGS[kind].source === source) ?? null;
