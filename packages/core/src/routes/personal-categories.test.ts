import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameListSource } from '../types/enums.ts';
import { matchRoute } from './match-route.ts';
import {
  PERSONAL_CATEGORY_KINDS,
  PERSONAL_CATEGORY_SLUGS,
  personalCategoryKindBySlug,
  personalCategoryKindBySource,
  personalCategoryPath,
} from './personal-categories.ts';

describe('personal-category slugs', () => {
  it('names the nine configured categories, each with its own slug and list source', () => {
    expect(PERSONAL_CATEGORY_KINDS).toHaveLength(9);
    const slugs = PERSONAL_CATEGORY_KINDS.map((kind) => PERSONAL_CATEGORY_SLUGS[kind].slug);
    const sources = PERSONAL_CATEGORY_KINDS.map((kind) => PERSONAL_CATEGORY_SLUGS[kind].source);
    expect(new Set(slugs).size).toBe(9);
    expect(new Set(sources).size).toBe(9);
    for (const source of sources) expect(Object.values(GameListSource)).toContain(source);
    expect(PERSONAL_CATEGORY_SLUGS.favourites).toEqual({ slug: 'oblibene', source: 'Favourites' });
    expect(slugs).not.toContain('moje-hry');
  });

  it.each([
    ['freeSpins', false, '/uzivatel/free-spiny'],
    ['freeSpins', true, '/uzivatel/free-spiny'],
    ['favourites', true, '/uzivatel/oblibene'],
    ['mostPlayed', true, '/uzivatel/nejhranejsi'],
    ['triedOnce', false, '/uzivatel/vyzkousene'],
    ['recentWins', false, '/uzivatel/posledni-vyhry'],
    ['recentlyPlayed', false, '/uzivatel/naposledy-hrane'],
    ['personalised', true, '/uzivatel/vybrane-pro-vas'],
    ['liveFavourites', false, '/uzivatel/oblibene-zive'],
    ['liveFavourites', true, '/kasino-zive/uzivatel/oblibene-zive'],
    ['goldenChips', false, '/uzivatel/zlate-zetony'],
    ['goldenChips', true, '/kasino-zive/uzivatel/zlate-zetony'],
  ] as const)('%s with live layout %s → %s', (kind, liveLayoutActive, path) => {
    expect(personalCategoryPath(kind, { liveLayoutActive })).toBe(path);
  });

  it('every personal path is a login-required route that gives the slug back', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PERSONAL_CATEGORY_KINDS),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('cs', 'en'),
        (kind, liveLayoutActive, preview, locale) => {
          const match = matchRoute(personalCategoryPath(kind, { liveLayoutActive, preview, locale }));
          expect(match?.auth).toBe('user');
          expect(match?.preview).toBe(preview);
          expect(personalCategoryKindBySlug(match?.params['slug'] ?? '')).toBe(kind);
        },
      ),
    );
  });

  it('finds a kind by its list source, and none for public sources', () => {
    expect(personalCategoryKindBySource('FavouritesLive')).toBe('liveFavourites');
    expect(personalCategoryKindBySource('BloomreachPersonalized')).toBe('personalised');
    expect(personalCategoryKindBySource('Default')).toBeNull();
    expect(personalCategoryKindBySlug('neco')).toBeNull();
  });
});
