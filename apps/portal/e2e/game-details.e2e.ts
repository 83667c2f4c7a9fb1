// Game details and demo play end to end, at both sizes: a tile opens the details over the page
// with /hra/{game} in the address bar (Escape, the close button and back close them, focus returns
// to the tile), the address opened directly is the game's own server-rendered page with its head,
// an unknown game is a real 404, Demo plays the platform's game page in a frame filling the screen
// under a slim bar and close comes back, a password game asks for the preview password, real money
// tells a visitor to log in, a touch device opens the game outside, and inside the product's app (a
// native launch) the game goes to the app by its link. axe with the details open, screenshots in
// both themes. The details open at once with what the tile showed, again from memory, and the
// phone's sheet closes when its head is dragged down.
import { afterEach, describe, expect, it } from 'vitest';
import { BasePath, LocalApiPath } from '@casino/core';
import { GameDetailsModel } from './models/game-details.model.ts';
import { SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const smoke = useSmokeSession(GameDetailsModel);

afterEach(() => smoke.servers.platform.faults.clear());
const [DESKTOP, PHONE] = VIEWPORTS;
/** The route of a game's page (React Router's route id, core's route name). */
const GAME_PAGE_ROUTE = 'preview-games-game';

const worldGame = (predicate: (game: (typeof smoke.servers.platform.world.games)[number]) => boolean) => {
  const game = smoke.servers.platform.world.games.find(predicate);
  if (game === undefined) throw new Error('the smoke world has no such game');
  return game;
};

/** A game whose Demo plays at once: demo enabled, no password, and its provider has a demo URL. */
const playableDemo = (gameCode: string): boolean => {
  const { games, providerLaunch } = smoke.servers.platform.world;
  const game = games.find((each) => each.gameCode === gameCode);
  return game !== undefined && game.demoEnabled && !game.requirePassword && providerLaunch[game.provider]?.launchUrlDemo != null;
};

describe('game details', () => {
  it('desktop: a tile opens the details over the lobby; Escape, back and close return to it; Demo plays and close comes back', async () => {
    await smoke.withPage(DESKTOP, async (I) => {
      await I.open('/');
      await I.waitForRuntime();
      const dataRequests: string[] = [];
      I.page.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('.data')) dataRequests.push(request.url());
      });
      // The details open at once with what the tile showed, busy until their data arrives.
      const held = await I.holdDetailsData();
      const { name, href } = await I.clickTile(playableDemo);
      await I.dialog.getByRole('heading', { level: 2, name }).waitFor({ state: 'visible' });
      expect(await I.dialog.locator('article[aria-busy="true"] img').count()).toBe(1);
      await I.screenshot(`${SCREENSHOTS}game-details-opening-desktop.png`);
      await held.release();
      await I.seeDetailsOverPage(name);
      await I.seeAddress(href);
      expect(Object.keys(await I.facts(I.dialog))).toEqual(expect.arrayContaining(['Výrobce', 'Sázky']));
      // The details asked their own data; the page under them was not asked again.
      const detailsRequest = expect.stringMatching(new RegExp(`^[^?]*${href}\\.data\\?over=1`));
      expect(dataRequests).toEqual([detailsRequest]);
      expect(await I.accessibilityViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}game-details-over-lobby-desktop.png`);

      // Escape closes and gives the focus back to the tile; Enter on it opens the details again.
      await I.page.keyboard.press('Escape');
      await I.seeNoDetailsOverPage();
      await I.seeAddress('/');
      await expect.poll(() => I.focused()).toBe(href);
      await I.page.keyboard.press('Enter');
      await I.seeDetailsOverPage(name);
      await I.seeAddress(href);
      // Opened again, they come from memory: no second request of theirs.
      expect(dataRequests.filter((url) => url.includes('over=1'))).toEqual([detailsRequest]);
      // Back closes them; the close button too.
      await I.page.goBack();
      await I.seeNoDetailsOverPage();
      await I.seeAddress('/');
      // Back at once, before the page has drawn the details' entry, closes them just the same.
      await I.openAndGoBackAtOnce(href);
      await I.seeNoDetailsOverPage();
      await I.seeAddress('/');
      await expect.poll(() => I.focused()).toBe(href);
      await I.page.keyboard.press('Enter');
      await I.seeDetailsOverPage(name);
      await I.dialog.getByRole('button', { name: 'Zavřít detail hry' }).click();
      await I.seeNoDetailsOverPage();
      await I.seeAddress('/');
      // Closed by Escape, back (at once too) and the button, the details asked nothing again of the
      // page under them (the router shows the page once its loaders are done, so an asked one would
      // be listed).
      expect(dataRequests).toEqual([detailsRequest]);

      // Demo from the details: the game's page in the frame, tracked with where it came from.
      const demoGame = worldGame((game) => href.endsWith(`/${game.gameCode}`));
      await I.page.keyboard.press('Enter');
      await I.seeDetailsOverPage(name);
      await I.dialog.getByRole('link', { name: 'Demo', exact: true }).click();
      await I.seeAddress(`/play/${demoGame.gameCode}/demo`);
      await I.seeGameFrame(demoGame.gameCode, demoGame.name);
      const launches = await I.page.evaluate(() =>
        ((window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter((event) => event.event === 'casino_game_launch'),
      );
      expect(launches).toEqual([
        expect.objectContaining({ from_route: 'preview', on_route: 'games-game', demo: true, game_name: demoGame.name, filter_used: false }),
      ]);
      await I.screenshot(`${SCREENSHOTS}game-play-demo-desktop.png`);
      // Close goes back where the visitor came from: the details over the lobby.
      await I.closeGame();
      await I.seeDetailsOverPage(name);
      await I.seeAddress(href);
      await I.page.keyboard.press('Escape');
      await I.seeNoDetailsOverPage();
      await I.seeAddress('/');
      expect(I.problems).toEqual([]);
    });
  });

  it("a pointer over a tile readies its details: React Router knows the game page's route and its chunks are fetched before the press, which then asks for the data alone", async () => {
    await smoke.withPage(DESKTOP, async (I) => {
      await I.open('/');
      await I.waitForRuntime();
      const manifestAsks: string[] = [];
      I.page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname === '/__manifest') manifestAsks.push(url.searchParams.get('paths') ?? '');
      });
      expect(await I.knownRoute(GAME_PAGE_ROUTE)).toBeNull();
      const { name, href } = await I.hoverTile(playableDemo);
      // The route's discovery (React Router's own, from the link's data-discover mark) and its chunks.
      await expect.poll(() => I.knownRoute(GAME_PAGE_ROUTE)).not.toBeNull();
      const route = await I.knownRoute(GAME_PAGE_ROUTE);
      await expect.poll(() => I.preloadedChunks()).toEqual(expect.arrayContaining([route?.module]));
      // Asked for that game's path (twice when the page changed while the first ask was on its way).
      const asked = [...manifestAsks];
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.every((paths) => paths.split(',').includes(href))).toBe(true);
      await I.clickTile((gameCode) => href.endsWith(`/${gameCode}`));
      await I.seeDetailsOverPage(name);
      expect(manifestAsks).toEqual(asked);
      expect(I.problems).toEqual([]);
    });
  });

  it('phone: /hra/{game} opened directly is the game page with its own head and its preview video; an unknown game is a 404; a tile opens the bottom sheet (light theme)', async () => {
    await smoke.withPage(
      PHONE,
      async (I) => {
        const { gameInfo } = smoke.servers.platform.world;
        const videoGame = worldGame(
          (game) => game.demoEnabled && gameInfo[game.gameCode]?.videoPreview != null && gameInfo[game.gameCode]?.description != null,
        );
        const response = await I.open(`/hra/${videoGame.gameCode}`);
        expect(response.status()).toBe(200);
        await I.seeHeading(videoGame.name);
        expect(await I.page.title()).toBe(`${videoGame.name} | Kasino Demo`);
        expect(await I.headContent('meta[property="og:image"]')).toMatch(new RegExp(`game-${videoGame.gameCode}-landscape`));
        expect(await I.headContent('meta[name="description"]')).toContain(videoGame.name);
        const facts = await I.facts();
        expect(facts['Sázky']).toMatch(/^[\d\s]+,\d\d\sKč – [\d\s]+(,\d\d)?\sKč$/);
        expect(facts['Výherní podíl (RTP)'] ?? '').toMatch(/^\d+[.,]\d\d\s?%$/);
        expect(await I.page.getByRole('link', { name: 'Demo', exact: true }).getAttribute('href')).toBe(`/play/${videoGame.gameCode}/demo`);
        // The preview video plays muted over the image once the runtime runs (after 1.4 s).
        await I.waitForRuntime();
        await I.page.locator('video.casino-game-details__video[data-shown]').waitFor({ state: 'visible' });
        expect(await I.page.locator('video.casino-game-details__video').evaluate((video: HTMLVideoElement) => video.muted && !video.paused)).toBe(true);
        expect(await I.accessibilityViolations()).toEqual([]);
        await I.screenshot(`${SCREENSHOTS}game-details-page-phone-light.png`, true);
        // The info icon shows the description in place: the page stays, no details open over it.
        await I.showDescriptionByInfo(I.page.locator('main'));
        await I.seeNoDetailsOverPage();
        await I.seeAddress(`/hra/${videoGame.gameCode}`);

        const missing = await I.open('/hra/no-such-game');
        expect(missing.status()).toBe(404);
        expect((await I.errorPage()).status).toContain('404');

        // A catalogue page's grid (lighter than the all-games page on a loaded CI machine).
        await I.open('/zanr/knihy');
        await I.waitForRuntime();
        const described = (gameCode: string) => gameInfo[gameCode]?.description != null;
        const { name, href } = await I.openDetailsFromTile(described);
        await I.seeAddress(href);
        const sheet = await I.dialog.boundingBox();
        // A bottom sheet: full width, resting on the bottom edge.
        expect(sheet?.width).toBe(PHONE.width);
        expect(Math.round((sheet?.y ?? 0) + (sheet?.height ?? 0))).toBe(PHONE.height);
        expect(await I.accessibilityViolations()).toEqual([]);
        await I.screenshot(`${SCREENSHOTS}game-details-over-catalogue-phone-light.png`);
        // The sheet's head dragged down: a short drag leaves it where it rests, a long one closes it (and goes back).
        await I.dragSheetDown(16);
        const sheetBottom = async () => {
          const box = await I.dialog.boundingBox();
          return Math.round((box?.y ?? 0) + (box?.height ?? 0));
        };
        await expect.poll(sheetBottom).toBe(PHONE.height);
        await I.dragSheetDown(300);
        await I.seeNoDetailsOverPage();
        await I.seeAddress('/zanr/knihy');
        // Over a page too, the info icon brings the description into the sheet's view and the details stay open.
        await I.openDetailsFromTile(described);
        await I.showDescriptionByInfo(I.dialog);
        await I.seeDetailsOverPage(name);
        await I.screenshot(`${SCREENSHOTS}game-details-description-by-info-phone-light.png`);
        await I.seeAddress(href);
        expect(I.problemsBesides(`${new URL(I.page.url()).origin}/hra/no-such-game`)).toEqual([]);
      },
      { cookies: { theme: 'light' } },
    );
  });

  it('a password game asks for the preview password: a wrong one is refused, the right one plays; a missing demo URL says so; a failed details call has Try again; a jackpot game ticks without Demo; real money asks a visitor to log in', async () => {
    const locked = worldGame((game) => game.requirePassword && game.demoEnabled);
    await smoke.withPage(PHONE, async (I) => {
      // The play page asks for the runtime at once: the prompt comes while the page loads.
      const asked = I.answerNextPrompt('wrong');
      await I.open(`/play/${locked.gameCode}/demo`);
      expect(await asked).toBe('Please enter game password:');
      await I.seeSnackbar('Nesprávné heslo ke hře.');
      await I.page.getByRole('button', { name: 'Zkusit znovu' }).waitFor({ state: 'visible' });
      const again = I.answerNextPrompt('preview');
      await I.page.getByRole('button', { name: 'Zkusit znovu' }).click();
      await again;
      await I.seeGameFrame(locked.gameCode, locked.name);
      await I.screenshot(`${SCREENSHOTS}game-play-demo-phone.png`);
      // The prompt closed: no game, and the page says so as a choice, not as a failure.
      const closed = I.answerNextPrompt(null);
      await I.open(`/play/${locked.gameCode}/demo`);
      await closed;
      await I.page.getByRole('status').filter({ hasText: 'Hra nebyla spuštěna.' }).waitFor({ state: 'visible' });
      expect(await I.page.getByRole('alert').filter({ hasText: 'Hru se nepodařilo spustit.' }).count()).toBe(0);
      await I.page.getByRole('button', { name: 'Spustit hru' }).waitFor({ state: 'visible' });
      await I.screenshot(`${SCREENSHOTS}game-play-declined-phone.png`);

      // A provider without demo URLs: errors.demo-url-is-missing, and the page keeps a way back.
      const { games, providerLaunch } = smoke.servers.platform.world;
      const noDemo = games.find((game) => game.demoEnabled && !game.requirePassword && providerLaunch[game.provider]?.launchUrlDemo === null);
      if (noDemo === undefined) throw new Error('the smoke world has no game of a provider without demo URLs');
      await I.open(`/play/${noDemo.gameCode}/demo`);
      await I.seeSnackbar('Tato hra nemá demo verzi.');
      await I.page.getByRole('link', { name: 'Zpět na detail hry' }).waitFor({ state: 'visible' });

      // The details call failing: errors.unable-to-details in words with Try again, which loads them.
      const described = worldGame((game) => smoke.servers.platform.world.gameInfo[game.gameCode]?.description != null);
      smoke.servers.platform.faults.add({ path: `${BasePath.localApi}${LocalApiPath.gameDetails(described.gameCode)}`, status: 503 });
      await I.open(`/hra/${described.gameCode}`);
      await I.page.getByText('Detail hry se nepodařilo načíst.').waitFor({ state: 'visible' });
      smoke.servers.platform.faults.clear();
      await I.page.getByRole('button', { name: 'Zkusit znovu' }).click();
      await I.page.locator('main .casino-game-details__description').waitFor({ state: 'visible' });

      // A jackpot game without demo: its jackpot ticks in the details, Play shows and Demo does not.
      const { jackpots } = smoke.servers.platform.world;
      const jackpotGame = worldGame((game) => game.jackpot && !game.demoEnabled && jackpots.some((jackpot) => jackpot.gameCodes.includes(game.gameCode)));
      await I.open(`/hra/${jackpotGame.gameCode}`);
      const ticker = I.page.locator('main .casino-jackpot__top-amount');
      await ticker.waitFor({ state: 'visible' });
      expect(await ticker.textContent()).toMatch(/^[\d\s]+\sKč$/);
      expect(await I.page.locator('main').getByRole('link', { name: 'Hrát', exact: true }).count()).toBe(1);
      expect(await I.page.locator('main').getByRole('link', { name: 'Demo', exact: true }).count()).toBe(0);

      // Real money needs a player: a visitor gets the protected pages' login view (player-session.e2e.ts).
      await I.open(`/play/${locked.gameCode}/real`);
      await I.page.locator('[data-player-gate="visitor"]').waitFor({ state: 'visible' });
      expect(await I.page.getByRole('link', { name: 'Zpět do lobby' }).getAttribute('href')).toBe('/');
    });
  });

  it('a touch device: the demo opens outside the page, which says so with the game link and a way back', async () => {
    const demoGame = worldGame((game) => playableDemo(game.gameCode));
    await smoke.withPage(
      PHONE,
      async (I) => {
        await I.open(`/play/${demoGame.gameCode}/demo`);
        await I.page.getByText('Hra se otevřela mimo tuto stránku', { exact: false }).waitFor({ state: 'visible' });
        expect(await I.page.getByRole('link', { name: 'Otevřít hru' }).getAttribute('href')).toMatch(
          new RegExp(`^https?://[^/]+/demo-games/${demoGame.gameCode}\\?mode=demo&platform=mobile`),
        );
        expect(await I.page.getByRole('link', { name: 'Zpět', exact: true }).getAttribute('href')).toBe('/');
        expect(await I.page.locator('iframe').count()).toBe(0);
        expect(await I.accessibilityViolations()).toEqual([]);
      },
      {
        context: {
          userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
          hasTouch: true,
          isMobile: true,
        },
      },
    );
  });

  it('a native launch (the app opened the tab with nativeapp=1&app=casino): Demo goes to the app by its link for the rest of the tab, tracked, and close comes back', async () => {
    await smoke.withPage(
      PHONE,
      async (I) => {
        await I.open('/?nativeapp=1&app=casino');
        await I.waitForRuntime();
        // A later document of the tab carries no flags: the tab keeps the launch (tab-mode.ts).
        await I.open('/');
        await I.waitForRuntime();
        const appLinks = await I.watchAppLinks('casinoapp:');
        const launchCalls: string[] = [];
        I.page.on('request', (request) => {
          if (new URL(request.url()).pathname.endsWith(LocalApiPath.providerLaunch)) launchCalls.push(request.url());
        });
        const { name, href } = await I.openDetailsFromTile(playableDemo);
        const gameCode = decodeURIComponent(href.split('/').pop() ?? '');
        await I.dialog.getByRole('link', { name: 'Demo', exact: true }).click();
        await I.seeAddress(`/play/${gameCode}/demo`);
        await I.page.getByText('Hra se otevírá v aplikaci', { exact: false }).waitFor({ state: 'visible' });
        const link = `casinoapp://kasino/play/${encodeURIComponent(gameCode)}`;
        await expect.poll(() => appLinks).toEqual([link]);
        expect(await I.page.getByRole('link', { name: 'Otevřít v aplikaci' }).getAttribute('href')).toBe(link);
        // The app owns the launch: no frame, no launch data asked of the platform.
        expect(await I.page.locator('iframe').count()).toBe(0);
        expect(launchCalls).toEqual([]);
        await I.seeDataLayerEvent('casino_game_launch', { demo: true, on_route: 'games-game' });
        expect(await I.accessibilityViolations()).toEqual([]);
        await I.screenshot(`${SCREENSHOTS}game-play-native-launch-phone.png`);
        await I.closeGameAfterAppLink();
        await I.seeAddress(href);
        await I.seeDetailsOverPage(name);
      },
      {
        context: {
          userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
          hasTouch: true,
          isMobile: true,
        },
      },
    );
  });
});
