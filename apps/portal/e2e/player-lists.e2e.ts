// A player's favourites in Chromium (issue 23, part 2 §3–§4): a visitor's tiles are links with no
// heart; once `demo` is logged in every lobby tile and the game details carry a heart bound to the
// one favourites machine. A heart pressed on a tile is pressed in the details and back; every heart
// is unavailable while a call is in flight (the call held back); a failed call (the platform's fault
// switch) shows the spec's snackbar and leaves the heart as it was. Keyboard use, the focus ring and
// axe on the lobby with hearts and on the details, at 1280×800 and 390×844.
import { afterEach, describe, expect, it } from 'vitest';
import { BasePath, GatewayPath } from '@casino/core';
import { PlayerListsModel } from './models/player-lists.model.ts';
import { SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const smoke = useSmokeSession(PlayerListsModel);
const [DESKTOP, PHONE] = VIEWPORTS;
const FAVOURITES = BasePath.gateway + GatewayPath.favorites;

afterEach(() => smoke.servers.platform.faults.clear());

describe('favourite hearts', () => {
  it('a visitor’s lobby has no heart, even once the runtime runs', async () => {
    await smoke.withPage(DESKTOP, async (I) => {
      await I.open('/');
      await I.waitForRuntime();
      expect(await I.heartCount()).toBe(0);
      expect(await I.page.locator('main a[data-game-tile]').count()).toBeGreaterThan(10);
    });
  });

  it('demo favourites a game from a lobby tile by keyboard (unavailable while in flight), sees it pressed in its details, unfavourites it there; a failed call says so', async () => {
    await smoke.withPage(DESKTOP, async (I, problems) => {
      await I.openAsPlayer('/');
      expect(await I.seeTileHearts()).toBeGreaterThan(10);
      const game = await I.firstGameNotFavourite();
      const heart = I.tileHeart(game.gameCode);
      expect(await I.heart(heart)).toEqual({ label: `Přidat ${game.name} do oblíbených`, pressed: false, unavailable: false });

      // In flight: this heart and every other is unavailable; the focus stays on it.
      const held = await I.holdFavouriteCalls();
      await I.pressByKeyboard(heart);
      await expect.poll(async () => (await I.heart(heart)).unavailable).toBe(true);
      expect(await heart.getAttribute('aria-busy')).toBe('true');
      expect(await I.page.locator('main .casino-favourite-toggle:not([aria-disabled])').count()).toBe(0);
      expect(await I.focusRingOn(heart)).toBe(true);
      await held.release();
      expect(await I.seeHeart(heart, true)).toEqual({ label: `Odebrat ${game.name} z oblíbených`, pressed: true, unavailable: false });
      await I.screenshot(`${SCREENSHOTS}player-lists-lobby-desktop.png`);
      expect(await I.accessibilityViolations()).toEqual([]);

      // The details share the machine: pressed there too; unfavourited there, the tile follows.
      await I.openDetailsOf(game.gameCode, game.name);
      expect(await I.seeHeart(I.detailsHeart, true)).toMatchObject({ label: `Odebrat ${game.name} z oblíbených` });
      await I.screenshot(`${SCREENSHOTS}player-lists-details-desktop.png`);
      expect(await I.accessibilityViolations()).toEqual([]);
      await I.press(I.detailsHeart);
      await I.seeHeart(I.detailsHeart, false);
      await I.closeDetails();
      await I.seeHeart(heart, false);

      // The gateway fails the add: the spec's key in words, the heart as it was, the page goes on.
      smoke.servers.platform.faults.add({ path: FAVOURITES, status: 503, times: 1 });
      await I.press(heart);
      await I.seeSnackbar('Hru se nepodařilo přidat do oblíbených.');
      expect(await I.seeHeart(heart, false)).toMatchObject({ pressed: false });
      await I.press(heart);
      await I.seeHeart(heart, true);
      await I.press(heart);
      await I.seeHeart(heart, false);
      // The failed add is the faulted call's own; the session check answers 401 before the platform
      // session is taken over (part 1 §4, as in player-login.e2e.ts); nothing else may be.
      expect(
        problems
          .filter((problem) => !problem.url.includes(GatewayPath.favorites) && !problem.url.endsWith('/v1/_validate-login-session'))
          .map((problem) => problem.text),
      ).toEqual([]);
    });
  });

  it('on a phone: the heart over the tile’s art, favourited and back, axe', async () => {
    await smoke.withPage(PHONE, async (I) => {
      await I.openAsPlayer('/');
      await I.seeTileHearts();
      const game = await I.firstGameNotFavourite();
      const heart = I.tileHeart(game.gameCode);
      await I.press(heart);
      await I.seeHeart(heart, true);
      await I.screenshot(`${SCREENSHOTS}player-lists-lobby-phone.png`);
      expect(await I.accessibilityViolations()).toEqual([]);
      await I.openDetailsOf(game.gameCode, game.name);
      await I.seeHeart(I.detailsHeart, true);
      await I.screenshot(`${SCREENSHOTS}player-lists-details-phone.png`);
      await I.press(I.detailsHeart);
      await I.seeHeart(I.detailsHeart, false);
    });
  });
});
