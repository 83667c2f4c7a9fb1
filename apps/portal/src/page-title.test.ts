// The one title pattern: "<page> | <site>", the site named once at the end whatever the page's name
// already says, nothing of the name lost.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageTitle, TITLE_SEPARATOR } from './page-title.ts';

const SITES = ['Kasino Demo', 'Casino Demo', 'Kasino | Demo'];
const words = fc.string({ minLength: 1, maxLength: 40 }).filter((text) => text.trim() !== '');
/** A page's name and a site; half the names already end with the site, as a CMS record's title may. */
const nameAndSite = fc
  .tuple(words, fc.constantFrom(...SITES), fc.boolean())
  .map(([name, site, whole]) => [whole ? `${name}${TITLE_SEPARATOR}${site}` : name, site] as const);
const suffixCount = (title: string, site: string) => title.split(`${TITLE_SEPARATOR}${site}`).length - 1;

describe('pageTitle', () => {
  it.each([
    ['Výrobci her', 'Kasino Demo', 'Výrobci her | Kasino Demo'],
    ['Výrobci her | Kasino Demo', 'Kasino Demo', 'Výrobci her | Kasino Demo'],
    ['  Turnaje  ', 'Kasino Demo', 'Turnaje | Kasino Demo'],
    ['', 'Kasino Demo', 'Kasino Demo'],
    ['Casino Demo', 'Casino Demo', 'Casino Demo'],
  ])('%j on %s → %j', (name, site, title) => {
    expect(pageTitle(name, site)).toBe(title);
  });

  it('ends with the site, named once more than the name names it, and keeps the name whole', () => {
    fc.assert(
      fc.property(nameAndSite, ([name, site]) => {
        const title = pageTitle(name, site);
        const page = name.trim();
        expect(title.endsWith(site)).toBe(true);
        expect(title.startsWith(page)).toBe(true);
        const named = page.endsWith(`${TITLE_SEPARATOR}${site}`) || page === site;
        expect(suffixCount(title, site)).toBe(suffixCount(page, site) + (named ? 0 : 1));
      }),
    );
  });

  it('is the same whether a record already carries the site or not (never doubled)', () => {
    fc.assert(
      fc.property(nameAndSite, ([name, site]) => {
        const title = pageTitle(name, site);
        expect(pageTitle(title, site)).toBe(title);
      }),
    );
  });
});
