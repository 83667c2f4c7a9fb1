// A logged-in player's bonus popups in Chromium (issue 23, part 1 §4, part 2 §4): at a demo game's
// start the demo account's waiting messages come one at a time (login message, message), then the
// bonus message that offers the pending cashback asks Accept or Decline — a refused decline and a refused accept say
// errors.unable-to-confirm-bonus's words and keeps the offer, the answer in flight leaves the
// buttons unavailable, each press is a casino_bonus_popup_click — and then the free spins' details
// popup lists the spins, the code and the games by name. Once answered, the offer is not shown again. axe
// with each popup open; the popups at 1280×800 and 390×844, the second start in the light theme.
// The limit account's login message about its new limits (its cool-off notices are not game-start
// messages). A promotion for logged-in players only: a visitor gets the guard's log-in view and nothing of it
// (not in the page's HTML either), a player its article with the opt-in; the player's free spins
// on the game tiles.
import { afterEach, describe, expect, it } from 'vitest';
import { aggregateGamingBonuses, BasePath } from '@casino/core';
import { PlayerBonusesModel } from './models/player-bonuses.model.ts';
import { SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const smoke = useSmokeSession(PlayerBonusesModel);
const [DESKTOP, PHONE] = VIEWPORTS;
afterEach(() => smoke.servers.platform.faults.clear());

const CONFIRM_BONUS = `${BasePath.platform}/confirm-bonus`;
/** What the portal asked the platform to do with a bonus, in order (bonus and action). */
const confirmCalls = () =>
  smoke.servers.platform.requests
    .all()
    .filter((request) => request.method === 'POST' && request.path === CONFIRM_BONUS)
    .map((request) => {
      const { bonusId, action } = JSON.parse(request.body) as { bonusId?: string; action?: string };
      return { bonusId, action };
    });

/** The game's own page (the platform's, with its own landmarks): axe checks the portal's. */
const GAME_FRAME = 'iframe.casino-game-play__frame';

/** A slot with a demo and no password: a demo start brings the player's messages. */
const demoGame = () => {
  const game = smoke.servers.platform.world.games.find((each) => each.demoEnabled && !each.requirePassword && each.type === 'Slot');
  if (game === undefined) throw new Error('the smoke world has no demo slot without a password');
  return game;
};

describe('bonus popups at game start', () => {
  it('messages, the offer (declined and refused, accept refused, in flight, accepted), the free spins’ details; the offer never again; both sizes, light theme once, axe', async () => {
    await smoke.withPage(DESKTOP, async (I) => {
      const game = demoGame();
      const shoot = async (name: string) => {
        await I.screenshot(`${SCREENSHOTS}player-bonuses-${name}-desktop.png`);
        await I.page.setViewportSize(PHONE);
        await I.screenshot(`${SCREENSHOTS}player-bonuses-${name}-phone.png`);
        await I.page.setViewportSize(DESKTOP);
      };
      await I.logInAs('demo', 'demo');
      await I.open(`/play/${game.gameCode}/demo`);

      expect(await I.seePopup('Vítejte zpět')).toEqual({ title: 'Vítejte zpět', text: 'Vítejte zpět! Máte nové free spiny.', buttons: ['Rozumím'] });
      expect(await I.focusInPopup()).toBe(true);
      // axe with the same dialog's offer below (one run per component and size is enough).
      await shoot('message');
      await I.press('Rozumím');
      expect((await I.seePopup('Zpráva pro vás')).text).toBe('Získali jste 50 free spinů.');
      await I.page.keyboard.press('Enter');

      // The pending cashback is offered.
      expect(await I.seePopup('Nabídka bonusu')).toEqual({
        title: 'Nabídka bonusu',
        text: 'Máte nový bonus: cashback 10 %. Přijmout?',
        buttons: ['Odmítnout', 'Přijmout bonus'],
      });
      expect(await I.accessibilityViolations(GAME_FRAME)).toEqual([]);
      await shoot('offer');
      // Decline, refused by the platform: the call said decline, the offer stays.
      smoke.servers.platform.faults.add({ path: CONFIRM_BONUS, status: 503, times: 1 });
      await I.press('Odmítnout');
      await I.seeSnackbar('Bonus se nepodařilo potvrdit.');
      expect(confirmCalls()).toEqual([{ bonusId: 'B-1003', action: 'decline' }]);
      expect((await I.seePopup('Nabídka bonusu')).buttons).toEqual(['Odmítnout', 'Přijmout bonus']);

      smoke.servers.platform.faults.add({ path: CONFIRM_BONUS, status: 503, times: 1 });
      await I.press('Přijmout bonus');
      await expect.poll(() => confirmCalls().length).toBe(2);
      await I.seeSnackbar('Bonus se nepodařilo potvrdit.');
      // The snackbar of the first refusal may still show: the buttons are read until the second's answer is drawn.
      await expect.poll(async () => (await I.seePopup('Nabídka bonusu')).buttons, { timeout: 10_000 }).toEqual(['Odmítnout', 'Přijmout bonus']);

      smoke.servers.platform.faults.add({ path: CONFIRM_BONUS, latencyMs: 1500, times: 1 });
      await I.press('Přijmout bonus');
      const sending = I.popup().getByRole('button', { name: 'Odesíláme…' });
      await sending.waitFor({ state: 'visible' });
      expect(await I.popup().locator('button[aria-disabled="true"]').count()).toBe(2);

      // Answered: the free spins the message told of follow.
      expect(await I.seePopup('Vaše free spiny')).toEqual({
        title: 'Vaše free spiny',
        text: 'Druh bonusu Free spiny Počet free spinů 50 Kód bonusu FRIDAY_FS',
        buttons: ['Zavřít'],
      });
      // Its games by name (the template gives codes), each linking to its game; a code no game has as it is.
      const names = new Map(smoke.servers.platform.world.games.map((each) => [each.gameCode, each.name]));
      await expect.poll(async () => (await I.detailsGameLinks()).some((link) => names.has(link.code) && link.label === names.get(link.code))).toBe(true);
      const links = await I.detailsGameLinks();
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.label).toBe(names.get(link.code) ?? link.code);
      expect(await I.bonusClicks()).toEqual([
        { event: 'casino_bonus_popup_click', bonus_id: 'B-1003', cta_action: 'decline' },
        { event: 'casino_bonus_popup_click', bonus_id: 'B-1003', cta_action: 'accept' },
        { event: 'casino_bonus_popup_click', bonus_id: 'B-1003', cta_action: 'accept' },
      ]);
      expect(await I.accessibilityViolations(GAME_FRAME)).toEqual([]);
      await shoot('details');
      await I.press('Zavřít');
      await I.seeNoPopup();
      await I.page.locator(GAME_FRAME).waitFor({ state: 'visible' });
      // No control opened the popups: the last one closed, the focus is on the game, not lost.
      await expect.poll(() => I.page.locator(GAME_FRAME).evaluate((frame) => frame === document.activeElement)).toBe(true);

      // The next start, on a phone in the light theme: the messages again, the offer not.
      await I.page.setViewportSize(PHONE);
      await I.chooseTheme('light');
      await I.open(`/play/${game.gameCode}/demo`);
      await I.seePopup('Vítejte zpět');
      await I.press('Rozumím');
      await I.seePopup('Zpráva pro vás');
      await I.press('Rozumím');
      await I.seePopup('Vaše free spiny');
      expect(await I.page.locator('[data-player-message="offer"]').count()).toBe(0);
      expect(await I.page.evaluate(() => document.documentElement.dataset['theme'])).toBe('light');
      expect(await I.accessibilityViolations(GAME_FRAME)).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}player-bonuses-details-phone-light.png`);
      await I.page.keyboard.press('Escape');
      await I.seeNoPopup();
    });
  });

  it('limit on a phone, in English: the login message about its new limits, and no other popup at the start', async () => {
    await smoke.withPage(PHONE, async (I) => {
      await I.logInAs('limit', 'demo');
      await I.open(`/en/play/${demoGame().gameCode}/demo`);
      expect(await I.seePopup('Welcome back')).toEqual({
        title: 'Welcome back',
        text: 'Vaše nové limity vstoupí v platnost po potvrzení.',
        buttons: ['Got it'],
      });
      await I.press('Got it');
      await I.seeNoPopup();
    });
  });

  it('a promotion for players only: a visitor gets the log-in view and nothing of it; a player its article; free spins on tiles; axe', async () => {
    const promotion = smoke.servers.platform.world.promotions.find((each) => each.status === 'Published' && each.visibleTo === 'logged in');
    if (promotion === undefined) throw new Error('the smoke world has no promotion for players only');
    const path = `/promo-bonusy/${promotion.slug}`;
    await smoke.withPage(PHONE, async (I) => {
      const response = await I.open(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).not.toContain(promotion.title);
      expect(html).not.toContain(promotion.description.replace(/<[^>]*>/g, '').slice(0, 30));
      await I.waitForRuntime();
      await expect.poll(() => I.gateState(), { timeout: 30_000 }).toBe('visitor');
      expect(await I.page.locator('article[data-promotion]').count()).toBe(0);
    });
    await smoke.withPage(DESKTOP, async (I) => {
      await I.logInAs('demo', 'demo');
      await I.open(path);
      await I.seePromotion(promotion.title);
      await I.page.locator('main .casino-promotion-opt-in').waitFor({ state: 'visible', timeout: 30_000 });
      expect(await I.accessibilityViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}player-bonuses-players-promotion-desktop.png`);
      await I.page.setViewportSize(PHONE);
      await I.screenshot(`${SCREENSHOTS}player-bonuses-players-promotion-phone.png`);

      // The player's free spins on the tiles of their free-spins page, each game's count left.
      const demo = smoke.servers.platform.world.players.find((player) => player.username === 'demo');
      const { freeSpins } = aggregateGamingBonuses(demo?.gamingBonuses ?? []);
      const games = smoke.servers.platform.world.games.filter((game) => (freeSpins[game.gameCode] ?? 0) > 0);
      expect(games.length).toBeGreaterThan(0);
      await I.page.setViewportSize(DESKTOP);
      await I.open('/uzivatel/free-spiny');
      for (const game of games) expect(await I.tileBonusCount(game.name)).toBe(`${freeSpins[game.gameCode]} free spinů`);
      expect(await I.accessibilityViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}player-bonuses-tile-counts-desktop.png`);
      await I.page.setViewportSize(PHONE);
      await I.screenshot(`${SCREENSHOTS}player-bonuses-tile-counts-phone.png`);
    });
  });
});
