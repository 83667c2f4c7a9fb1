// Promotions for a logged-in player in Chromium (issue 23, part 1 §4): on a promotion's page the
// player joins it by its bonus template and leaves it again; the phone's promotions badge counts the
// bonuses plus the active promotions; a promotion joined by its tag shows the player in; a refused join says
// errors.unable-to-optin-to-bonus-template's words and leaves the player out; the promotions page
// lists the promotions for players only under a heading of their own and none for visitors only, and
// when only players have promotions no "no promotions" notice above them. A visitor sees no opt-in,
// none of the players' promotions and those for visitors; a player who opens one for visitors only by
// its address is told it is not theirs.
import { afterEach, describe, expect, it } from 'vitest';
import { BasePath, ContentApiPath, GatewayPath } from '@casino/core';
import { PlayerPromotionsModel } from './models/player-promotions.model.ts';
import { SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const smoke = useSmokeSession(PlayerPromotionsModel);
const [DESKTOP, PHONE] = VIEWPORTS;
afterEach(() => smoke.servers.platform.faults.clear());

/** A promotion every audience sees, with a bonus template and no tag; and one with a tag alone. */
const promotion = (withTemplate: boolean) => {
  const found = smoke.servers.platform.world.promotions.find(
    (each) =>
      each.status === 'Published' &&
      (each.visibleTo === null || each.visibleTo === 'all') &&
      (withTemplate ? each.templateCode !== null && each.tagName === null : each.templateCode === null && each.tagName !== null),
  );
  if (found === undefined) throw new Error('the smoke world has no such promotion');
  return found;
};

describe('promotions for a player', () => {
  it('on a phone: joins a promotion by its template and leaves it, the badge counting it meanwhile; axe', async () => {
    await smoke.withPage(PHONE, async (I) => {
      const cashback = promotion(true);
      await I.logInAs('demo', 'demo');
      await I.open(`/promo-bonusy/${cashback.slug}`);
      await I.waitForRuntime();
      expect(await I.seeOptIn()).toEqual({ status: 'Do akce se můžete zapojit.', button: 'Zapojit se do akce' });
      const before = await I.badge();
      await I.pressOptIn();
      await I.seeButton('Odhlásit se z akce');
      expect((await I.seeOptIn()).status).toBe('Do akce jste zapojeni.');
      await I.seeBadge(before + 1);
      expect(await I.accessibilityViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}player-promotion-joined-phone.png`);
      await I.pressOptIn();
      await I.seeButton('Zapojit se do akce');
      await I.seeBadge(before);
    });
  });

  it('on a desktop: the list adds the players’ promotions; a promotion joined by tag shows the player in; a refused join says so and leaves the player out; a visitor sees neither', async () => {
    const forPlayers = smoke.servers.platform.world.promotions
      .filter((each) => each.status === 'Published' && each.visibleTo === 'logged in')
      .map((each) => each.title);
    expect(forPlayers.length).toBeGreaterThan(0);
    const forVisitors = smoke.servers.platform.world.promotions
      .filter((each) => each.status === 'Published' && each.visibleTo === 'not logged in')
      .map((each) => each.title);
    await smoke.withPage(DESKTOP, async (I) => {
      const tagged = promotion(false);
      await I.logInAs('demo', 'demo');
      await I.open('/promo-bonusy');
      await I.waitForRuntime();
      const listed = await I.promotionsListed(true);
      expect([...(listed.playersOnly ?? [])].sort()).toEqual([...forPlayers].sort());
      expect(listed.all).toEqual(expect.arrayContaining([promotion(true).title]));
      // Those for visitors only are not a player's (a welcome bonus for registering).
      expect(forVisitors.length).toBeGreaterThan(0);
      expect(listed.all.filter((title) => forVisitors.includes(title))).toEqual([]);
      expect(await I.accessibilityViolations()).toEqual([]);
      await I.page.locator('main section[data-player-promotions]').scrollIntoViewIfNeeded();
      await I.screenshot(`${SCREENSHOTS}player-promotions-list-desktop.png`);
      // Nor by its address: its page says it is not the player's and draws none of its offer.
      const welcome = smoke.servers.platform.world.promotions.find((each) => each.status === 'Published' && each.visibleTo === 'not logged in')!;
      await I.open(`/promo-bonusy/${welcome.slug}`);
      await I.waitForRuntime();
      expect(await I.visitorsOnlyNotice()).toMatch(/^Tato akce je pro návštěvníky, kteří u nás ještě nemají účet\./);
      expect(await I.optIn().count()).toBe(0);
      expect(await I.page.locator('main .casino-catalogue-banner, main .casino-sanitised-html').count()).toBe(0);
      expect(await I.accessibilityViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}player-promotion-visitors-only-desktop.png`);
      // The same notice on a phone in the light theme, for the eye; then back to the desktop.
      await I.page.context().addCookies([{ name: 'theme', value: 'light', url: smoke.servers.portal.origin }]);
      await I.page.setViewportSize(PHONE);
      await I.open(`/promo-bonusy/${welcome.slug}`);
      await I.waitForRuntime();
      await I.screenshot(`${SCREENSHOTS}player-promotion-visitors-only-phone-light.png`);
      await I.page.context().clearCookies({ name: 'theme' });
      await I.page.setViewportSize(DESKTOP);

      // Only players have promotions (the platform lists no other): the player sees them and no
      // "no promotions" notice above them.
      const playersOnly = smoke.servers.platform.world.promotions.filter((each) => each.status === 'Published' && each.visibleTo === 'logged in');
      smoke.servers.platform.faults.add({ path: BasePath.contentApi + ContentApiPath.promotions, body: JSON.stringify(playersOnly) });
      await I.open('/promo-bonusy');
      await I.waitForRuntime();
      const onlyPlayers = await I.promotionsListed(true);
      expect(onlyPlayers.playersOnly?.length).toBe(forPlayers.length);
      expect(onlyPlayers.all.length).toBe(forPlayers.length);
      await expect.poll(() => I.seesNoPromotionsNotice()).toBe(false);
      smoke.servers.platform.faults.clear();
      await I.open(`/promo-bonusy/${tagged.slug}`);
      await I.waitForRuntime();
      // demo joined this one by its tag: in, with no way out (the spec gives a tag none).
      expect(await I.seeOptIn()).toEqual({ status: 'Do akce jste zapojeni.', button: null });

      const cashback = promotion(true);
      smoke.servers.platform.faults.add({ path: BasePath.gateway + GatewayPath.optInToBonusTemplate, status: 503 });
      await I.open(`/promo-bonusy/${cashback.slug}`);
      await I.waitForRuntime();
      await I.seeOptIn();
      await I.pressOptIn();
      await I.page.getByText('Do akce se nepodařilo přihlásit.').waitFor({ state: 'visible' });
      await I.seeButton('Zapojit se do akce');
      await I.screenshot(`${SCREENSHOTS}player-promotion-refused-desktop.png`);
    });
    await smoke.withPage(DESKTOP, async (I) => {
      await I.open('/promo-bonusy');
      await I.waitForRuntime();
      const listed = await I.promotionsListed(false);
      expect(listed.playersOnly).toBeNull();
      expect(listed.all.filter((title) => forPlayers.includes(title))).toEqual([]);
      expect(listed.all).toEqual(expect.arrayContaining(forVisitors));
      await I.open(`/promo-bonusy/${promotion(true).slug}`);
      await I.waitForRuntime();
      expect(await I.optIn().count()).toBe(0);
      // A visitor, whom it is for, reads the welcome offer's page whole.
      const welcome = smoke.servers.platform.world.promotions.find((each) => each.status === 'Published' && each.visibleTo === 'not logged in')!;
      await I.open(`/promo-bonusy/${welcome.slug}`);
      await I.waitForRuntime();
      await expect.poll(() => I.page.locator('main h1').textContent()).toBe(welcome.title);
      expect(await I.page.locator('main [data-visitors-only]').count()).toBe(0);
    });
  });
});
