// Real-money play in Chromium (issue 23): a logged-in player opens /play/{game}/real and plays in
// the platform's frame, launched with the player's id and a one-use token from the gateway; the
// token never reaches the page's address, its storage or a Referer. A visitor there logs in in the
// dialog and the game starts. A token the gateway refuses ends in errors.invalid-game-session's
// words and the page stays usable.
import { afterEach, describe, expect, it } from 'vitest';
import { BasePath, GatewayPath } from '@casino/core';
import { RealPlayModel } from './models/real-play.model.ts';
import { SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const smoke = useSmokeSession(RealPlayModel);
const [DESKTOP, PHONE] = VIEWPORTS;
afterEach(() => smoke.servers.platform.faults.clear());

/** A slot that plays at once: no password. */
const realGame = () => {
  const game = smoke.servers.platform.world.games.find((each) => !each.requirePassword && each.type === 'Slot');
  if (game === undefined) throw new Error('the smoke world has no slot without a password');
  return game;
};

describe('real-money play', () => {
  it('desktop: a logged-in player plays in the frame; the token stays out of the address, storage and Referer', async () => {
    await smoke.withPage(DESKTOP, async (I) => {
      const game = realGame();
      await I.logInAs('demo', 'demo');
      await I.open(`/play/${game.gameCode}/real`);
      const launch = await I.seeRealGame(game.gameCode, game.name);
      const token = launch.searchParams.get('token') ?? '';
      expect(token).not.toBe('');
      expect(launch.searchParams.get('player')).not.toBe('');
      expect(await I.placesHolding(token)).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}real-play-desktop.png`);
    });
  });

  it('a visitor who opens real money logs in in the dialog there, and the game starts for the player', async () => {
    await smoke.withPage(DESKTOP, async (I) => {
      const game = realGame();
      await I.open(`/play/${game.gameCode}/real`);
      await I.page.locator('[data-login-dialog]').waitFor({ state: 'visible' });
      await I.logInByKeyboard('demo', 'demo', false);
      const launch = await I.seeRealGame(game.gameCode, game.name);
      expect(await I.placesHolding(launch.searchParams.get('token') ?? '')).toEqual([]);
    });
  });

  it('phone: a token the gateway refuses says so in the page’s words, and the page offers the way back', async () => {
    await smoke.withPage(PHONE, async (I) => {
      const game = realGame();
      await I.logInAs('demo', 'demo');
      smoke.servers.platform.faults.add({
        path: BasePath.gateway + GatewayPath.playToken,
        body: JSON.stringify({ username: 'demo', sessionToken: null, errorCode: 'SESSION_EXPIRED' }),
      });
      await I.open(`/play/${game.gameCode}/real`);
      await I.seeSnackbar('Hru se nepodařilo spustit. Přihlaste se prosím znovu.');
      expect(await I.page.locator('iframe.casino-game-play__frame').count()).toBe(0);
      await I.page.getByRole('link', { name: 'Zpět na detail hry' }).waitFor({ state: 'visible' });
      expect(await I.accessibilityViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}real-play-refused-phone.png`);
    });
  });
});
