// The filter panel of the all-games pages end to end (issue 22, "Filters"): counts checked against
// the grid after Apply, the applied set in the address and back and forward through it, a filtered
// address rendered by the server (unknown and malformed values ignored, never a 500), the panel
// used by keyboard alone, a press made before the page's scripts have run, axe with the panel open,
// on a desktop and a phone.
import { describe, expect, it } from 'vitest';
import { FiltersModel, type SeenOption } from './models/filters.model.ts';
import { SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const smoke = useSmokeSession(FiltersModel);
/** A provider of the smoke world with games of several reel counts (catalogue.e2e.ts visits its page too). */
const PROVIDER_PAGE = 'bohemia-gaming';
const [desktop, phone] = VIEWPORTS;

/** An option few enough games have that the grid renders all of their tiles at once. */
const fewGames = (options: readonly SeenOption[]): SeenOption => {
  const found = options.find((entry) => entry.count > 0 && entry.count <= 8);
  if (found === undefined) throw new Error(`no option with 1 to 8 games in ${JSON.stringify(options)}`);
  return found;
};

describe('filters on the all-games page', () => {
  it('desktop: the counts are the grid after Apply, the address keeps the set, back and forward restore it', async () => {
    await smoke.withPage(desktop, async (I, problems) => {
      await I.open('/vsechny-hry');
      const everything = await I.headingCount();
      // The panel's catalogue is the portal's own compact resource, asked once.
      const opening = await I.requestsDuring(() => I.openPanel());
      expect(opening.filter((path) => path.startsWith('/filtry/katalog.json'))).toHaveLength(1);
      expect(await I.canApply()).toBe(false);
      await I.screenshot(`${SCREENSHOTS}filters-panel-desktop-dark.png`);
      expect(await I.accessibilityViolations()).toEqual([]);

      // One provider: its count is what Apply lists.
      const provider = fewGames(await I.options('provider'));
      await I.tick('provider', provider.option);
      expect(await I.canApply()).toBe(true);
      // Answered in the browser from the panel's catalogue: no page data (nor the layouts') asked of the server.
      const applying = await I.requestsDuring(() => I.apply(`provider=${provider.option}`));
      expect(applying.filter((path) => path.includes('.data'))).toEqual([]);
      await I.seeGamesListed(provider.count);
      expect(await I.trackedEvents()).toContain('casino_filters_click');

      // The provider's games by reels: a reel option's count ignores the reel group, not the provider.
      await I.openPanel();
      const reels = (await I.options('reel')).filter((entry) => entry.count > 0);
      expect(reels.reduce((sum, entry) => sum + entry.count, 0)).toBe(provider.count);
      // A reel count some of the provider's games have and others not, when there is one.
      const reel = reels.find((entry) => entry.count < provider.count) ?? reels[0]!;
      await I.tick('reel', reel.option);
      // The provider's own count now counts its games with those reels.
      expect(await I.optionCount('provider', provider.option)).toBe(reel.count);
      await I.apply(`provider=${provider.option}&reels=${reel.option}`);
      await I.seeGamesListed(reel.count);

      await I.back();
      await I.seeAddressQuery(`provider=${provider.option}`);
      await I.seeGamesListed(provider.count);
      await I.forward();
      await I.seeAddressQuery(`provider=${provider.option}&reels=${reel.option}`);
      await I.seeGamesListed(reel.count);

      // The set is kept in session storage, and leaving for another page clears it; coming back, the address restores it.
      await expect
        .poll(() => I.savedFilters())
        .toMatchObject({ lobby: 'casino', filters: { provider: { [provider.option]: true }, reel: { [reel.option]: true } } });
      await I.followLink('Novinky');
      await expect.poll(() => I.savedFilters()).toBeNull();
      await I.back();
      await I.seeAddressQuery(`provider=${provider.option}&reels=${reel.option}`);
      await I.seeGamesListed(reel.count);

      // Clear empties the set and the address: every game again.
      await I.openPanel();
      await I.page.getByRole('button', { name: 'Vymazat' }).click();
      await I.seeAddressQuery('');
      await expect.poll(() => I.headingCount()).toBe(everything);

      // A provider page keeps its provider: a reel filter stays on the page, a second provider goes to all games.
      await I.open(`/vyrobci/${PROVIDER_PAGE}`);
      await I.openPanel();
      // The page's provider is ticked and cannot be unticked; the panel counts the casino's games (the page lists its live tables too).
      const own = await I.fixedOption('provider');
      expect(own.option).toContain(PROVIDER_PAGE);
      const ownTiles = own.count;
      const ownReel = (await I.options('reel')).find((entry) => entry.count > 0 && entry.count < ownTiles)!;
      await I.tick('reel', ownReel.option);
      await I.apply(`reels=${ownReel.option}`);
      expect(new URL(I.page.url()).pathname).toBe(`/vyrobci/${PROVIDER_PAGE}`);
      await expect.poll(() => I.gameTileCount()).toBe(ownReel.count);
      await I.openPanel();
      const other = (await I.options('provider')).find((entry) => entry.option !== own.option && entry.count > 0)!;
      await I.tick('provider', other.option);
      await I.page.getByRole('button', { name: 'Použít' }).click();
      await I.seeAddressQuery(
        [own.option, other.option]
          .sort()
          .map((option) => `provider=${option}`)
          .join('&') + `&reels=${ownReel.option}`,
      );
      expect(new URL(I.page.url()).pathname).toBe('/vsechny-hry');
      await expect.poll(() => I.headingCount()).toBe(ownReel.count + other.count);

      // The live set on the live lobby's all-games page, by its own groups.
      await I.open('/kasino-zive/vsechny-hry');
      await I.openPanel();
      // Once the live feed has given its tables: their languages with counts, open table and free seat.
      await expect.poll(async () => (await I.options('language')).filter((entry) => entry.count > 0).length).toBeGreaterThan(0);
      expect(await I.offersFlag('openTable')).toBe(true);
      expect(await I.offersFlag('availableSeat')).toBe(true);
      await I.screenshot(`${SCREENSHOTS}filters-live-panel-desktop-dark.png`);
      const table = fewGames(await I.options('provider'));
      await I.tick('provider', table.option);
      await I.apply(`provider=${table.option}`);
      await I.seeGamesListed(table.count);
      // A language's count is what its Apply lists.
      await I.openPanel();
      const language = (await I.options('language')).find((entry) => entry.count > 0)!;
      await I.tick('language', language.option);
      await I.apply(`provider=${table.option}&language=${language.option}`);
      await I.seeGamesListed(language.count);
      expect(await I.trackedEvents()).toContain('live_casino_filters_click');
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });

  it('desktop: the language switch keeps the applied filters, from a filtered address and after Apply', async () => {
    await smoke.withPage(desktop, async (I, problems) => {
      // A filtered address rendered by the server: once hydrated, the switch links the same view.
      await I.open('/vsechny-hry?jackpot=1&utm_source=mail');
      await I.waitForRuntime();
      await expect.poll(() => I.languageLink('en')).toBe('/en/vsechny-hry?jackpot=1&lang=en');
      // A set applied in the page: the links follow the address.
      await I.open('/vsechny-hry?jackpot=1');
      await I.openPanel();
      const provider = fewGames(await I.options('provider'));
      await I.tick('provider', provider.option);
      await I.apply(`provider=${provider.option}&jackpot=1`);
      await I.seeGamesListed(provider.count);
      expect(await I.languageLink('en')).toBe(`/en/vsechny-hry?provider=${provider.option}&jackpot=1&lang=en`);
      await I.switchLanguage('en');
      await I.seeAddressQuery(`provider=${provider.option}&jackpot=1`);
      expect(new URL(I.page.url()).pathname).toBe('/en/vsechny-hry');
      await I.seeGamesListed(provider.count);
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });

  it('phone: a filtered address is rendered by the server, odd values are ignored, and the panel works by keyboard alone', async () => {
    const origin = smoke.servers.portal.origin;
    await smoke.withPage(
      phone,
      async (I, problems) => {
        await I.open('/vsechny-hry?jackpot=1');
        const jackpots = await I.headingCount();
        expect(jackpots).toBeGreaterThan(0);

        // The server's own HTML lists the filtered games' count; junk beside the set changes nothing.
        for (const query of ['jackpot=1', 'jackpot=1&bet=abc&provider=%3Cscript%3E&reels=x&sort=z&maxWin=9-1', 'jackpot=1&provider=no-such-provider']) {
          const response = await fetch(new URL(`/vsechny-hry?${query}`, origin));
          expect(response.status).toBe(200);
          expect(await response.text()).toContain(`data-count="${jackpots}"`);
        }

        // Keyboard only: Tab to the button, Enter opens, Space ticks an option, Tab to Apply, Enter.
        await I.waitForRuntime();
        await I.tabTo((focused) => focused.text.includes('Filtry'));
        await I.press('Enter');
        await I.waitForGroups();
        const provider = fewGames((await I.options('provider')).filter((entry) => entry.count <= jackpots));
        await I.tabTo((focused) => focused.option === provider.option);
        await I.press('Space');
        await I.screenshot(`${SCREENSHOTS}filters-panel-phone-light.png`);
        expect(await I.accessibilityViolations()).toEqual([]);
        await I.tabTo((focused) => focused.text === 'Použít');
        await I.press('Enter');
        await I.seeAddressQuery(`provider=${provider.option}&jackpot=1`);
        await I.seeGamesListed(provider.count);
        // Focus goes back to the button that opened the panel.
        await expect.poll(async () => (await I.focused()).text).toContain('Filtry');
        await I.screenshot(`${SCREENSHOTS}filters-applied-phone-light.png`);
        expect(problems.map((problem) => problem.text)).toEqual([]);
      },
      { cookies: { theme: 'light' } },
    );
  });

  it('phone: a press on Filters made as a slow phone’s page starts, before its scripts have run, opens the panel', async () => {
    await smoke.withPage(phone, async (I, problems) => {
      await I.openAsItStarts('/vsechny-hry');
      await I.openPanel();
      expect(problems.map((problem) => problem.text)).toEqual([]);
    });
  });
});
