// The search panel end to end (issue 22, "Search"): opened from the header's button on a desktop
// and a phone; the recommended games and the popular providers before anything is typed (a card
// leads to the provider's page and closes the panel); Czech accents folded both ways; a typo that
// matches nothing answered with "did you mean"; paging by 40; casino_search after the pause; the
// keyboard alone (Tab to the button, arrows, Enter, Escape back to the button); the live lobby with
// its own configuration; a press made as a slow phone's page starts; axe with the panel open; screenshots. It also prints the gzip bytes of the
// scripts the panel's first opening fetched, and checks that the page's first scripts held none.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SearchModel } from './models/search.model.ts';
import { SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const smoke = useSmokeSession(SearchModel);
const [desktop, phone] = VIEWPORTS;
const CLIENT_ASSETS = fileURLToPath(new URL('../build/client/assets/', import.meta.url));

/** A built script's size as the server's gzip copy would be (level 9, as precompress-assets.ts makes it). */
const gzipBytes = (url: string): number => gzipSync(readFileSync(`${CLIENT_ASSETS}${new URL(url).pathname.split('/').pop()}`), { level: 9 }).length;

describe('the search panel', () => {
  it(`on a ${desktop.name} in Czech: its own chunk, recommended, popular providers, accents, a typo, paging, tracking, axe`, async () => {
    await smoke.withPage(desktop, async (I, problems) => {
      I.noteScripts();
      await I.open('/');
      await I.waitForRuntime();
      const firstScripts = I.scriptsFetched();
      expect(firstScripts.filter((url) => url.includes('search-panel'))).toEqual([]);

      I.noteScripts();
      await I.openSearch();
      const panelScripts = I.scriptsFetched();
      expect(panelScripts.some((url) => url.includes('search-panel'))).toBe(true);
      const panelBytes = panelScripts.reduce((sum, url) => sum + gzipBytes(url), 0);
      console.info(`search panel, first opening: ${panelScripts.length} scripts, ${(panelBytes / 1024).toFixed(1)} KB gzip`);

      // Nothing typed: 5 recommended games, then all of them; the settings' popular providers.
      expect(await I.listed('Doporučujeme')).toHaveLength(5);
      await I.screenshot(`${SCREENSHOTS}search-cs-${desktop.name}.png`);
      expect(await I.panelViolations()).toEqual([]);
      await I.showMore('Zobrazit více');
      // The longer list is drawn after the press: read until it is.
      await expect.poll(async () => (await I.listed('Doporučujeme')).length, { timeout: 10_000 }).toBeGreaterThan(5);
      expect(await I.popularProviders('Oblíbení výrobci')).toHaveLength(5);

      // Accents folded both ways: a plain term finds an accented name, an accented term a plain one.
      await I.type('kral');
      expect(await I.listed('Výsledky')).toContain('Král Vikingů');
      await I.type('KRÁL VIK');
      expect((await I.listed('Výsledky'))[0]).toBe('Král Vikingů');
      await I.type('Bóók of Dead');
      expect(await I.listed('Výsledky')).toEqual(['Book of Dead']);
      // casino_search with the normalised term once typing has paused (450 ms).
      await expect.poll(() => I.searchEvents()).toContainEqual({ event: 'casino_search', search_term: 'book of dead', origin: 'casino' });

      // A typo that no name contains: the empty state and the closest names.
      await I.type('bok of ded');
      await I.seeStatus('Nic jsme nenašli');
      expect((await I.listed('Měli jste na mysli?'))[0]).toBe('Book of Dead');
      // Nothing near it either: the empty state and the recommended games its message offers (all
      // of them, as Show more left them above).
      await I.type('xqzxqz');
      await I.seeStatus('Nic jsme nenašli');
      expect((await I.listed('Doporučujeme')).length).toBeGreaterThan(5);

      // A term with many results: 40, then 80.
      await I.type('a');
      expect(await I.listed('Výsledky')).toHaveLength(40);
      await I.showMore('Zobrazit další');
      await expect.poll(() => I.options.count()).toBe(80);

      await I.type('');
      // A popular provider's card leads to its page and closes the panel.
      const [first] = await I.popularProviders('Oblíbení výrobci');
      await I.followPopularProvider('Oblíbení výrobci', first!);
      await expect.poll(() => I.pathname()).toMatch(/^\/vyrobci\/[a-z0-9-]+$/);
      await I.panel.waitFor({ state: 'hidden' });
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });

  it(`on a ${phone.name} in English on the providers page, light theme, with the keyboard alone: Tab, Enter, arrows, Escape`, async () => {
    await smoke.withPage(
      phone,
      async (I, problems) => {
        await I.open('/en/vyrobci');
        await I.page.locator('header.casino-header').screenshot({ path: `${SCREENSHOTS}search-button-en-${phone.name}.png` });
        await I.openSearchByKeyboard();
        // Escape closes the panel and gives the focus back to the button (a frame after the panel
        // hides, so it is polled, as after every close); Enter opens it again.
        await I.press('Escape');
        await I.panel.waitFor({ state: 'hidden' });
        await expect.poll(() => I.focusIsOnSearchButton()).toBe(true);
        await I.press('Enter');
        await I.panel.waitFor({ state: 'visible' });

        await I.page.keyboard.type('book');
        const listed = await I.listed('Results');
        expect(listed[0]).toBe('Book of Dead');
        await I.press('ArrowDown');
        expect(await I.activeOption()).toBe(listed[0]);
        await I.press('ArrowDown');
        expect(await I.activeOption()).toBe(listed[1]);
        await I.press('ArrowUp');
        expect(await I.activeOption()).toBe(listed[0]);
        await I.screenshot(`${SCREENSHOTS}search-en-${phone.name}.png`);
        expect(await I.panelViolations()).toEqual([]);

        // Enter opens the active result: a game's details address.
        await I.press('Enter');
        await expect.poll(() => I.pathname()).toBe('/en/hra/book-of-dead');
        await I.panel.waitFor({ state: 'hidden' });
        expect(problems.map((problem) => problem.text)).toEqual([]);
      },
      { cookies: { theme: 'light' } },
    );
  });

  it(`on a slow ${phone.name}: a press made as the page starts, before its scripts have run, opens the panel`, async () => {
    await smoke.withPage(phone, async (I, problems) => {
      await I.openAsItStarts('/');
      await I.openSearch();
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });

  it(`in the live lobby: its own catalogue and configuration (live games, live categories)`, async () => {
    await smoke.withPage(desktop, async (I, problems) => {
      await I.open('/kasino-zive');
      await I.openSearch();
      await I.type('ruleta');
      const listed = await I.listed('Výsledky');
      expect(listed).toContain('Česká Ruleta Live');
      const hrefs = await I.options.evaluateAll((options) => options.map((option) => option.getAttribute('href') ?? ''));
      // Categories of the live lobby only; games by their details address.
      expect(hrefs.filter((href) => href.includes('/kategorie/')).every((href) => href.startsWith('/kasino-zive/kategorie/'))).toBe(true);
      expect(hrefs.some((href) => href.startsWith('/hra/'))).toBe(true);
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });
});
