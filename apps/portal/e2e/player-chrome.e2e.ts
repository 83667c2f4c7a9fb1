// A logged-in player's chrome in Chromium (issue 23, "Header when logged in" and "Regulatory timer
// … panic button"): Deposit and account (the my-account panel's Account overview) open the prematch host's pages in the old my-account modal
// on a desktop (closed only by the frame's close-modal from its exact origin, Escape or its close
// button, with the focus back where it was) and go to the game-mode host's pages on a touch phone;
// Logout shows only in the operator's redirect-to-account mode;
// the submenu's timer counts hh:mm:ss from the gateway's first-login time once a second (the page's
// clock is Playwright's); the panic button opens its confirmation by a click (a press let go early
// is one) or a 3 s hold of the pointer, a finger or Space, Cancel closes it, a failed block says so, and a confirmed block ends on the
// responsible-gaming page with the steps start, confirm, block in the data layer. The confirmed
// block excludes `demo` for the rest of this platform's life: it is the file's last test.
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_PATH, BasePath, DEPOSIT_PATH, formatElapsed, GatewayPath, msToNextShownSecond, OLD_MY_ACCOUNT_WIDTH_PX, PANIC_HOLD_MS } from '@casino/core';
import { PlayerChromeModel } from './models/player-chrome.model.ts';
import { describeShift } from './models/portal-page.model.ts';
import { withConsentChosen } from './support/consent-chosen.ts';
import { SMOKE_SEED, startServers } from './support/servers.ts';
import { SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const smoke = useSmokeSession(PlayerChromeModel);
const [DESKTOP, PHONE] = VIEWPORTS;
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const TOUCH_PHONE = { context: { userAgent: ANDROID, isMobile: true, hasTouch: true } };

afterEach(() => smoke.servers.platform.faults.clear());

/** The page's problems besides the flow's session check before the login (401, part 1 §4). */
const realProblems = (problems: readonly { readonly text: string; readonly url: string }[]) =>
  problems.filter((problem) => !problem.url.endsWith('/v1/_validate-login-session')).map((problem) => problem.text);

describe('Deposit, account and the old my-account modal', () => {
  it('on a desktop: the prematch host’s deposit and dashboard in a 1000 px modal, closed only from the frame’s origin, by Escape or by the frame', async () => {
    await smoke.withPage(DESKTOP, async (I, problems) => {
      await I.openAsPlayer('/vyrobci?razeni=a');
      const platform = smoke.servers.platform.origin;
      const here = `${smoke.servers.portal.origin}/vyrobci?razeni=a`;
      const links = await I.accountLinks();
      const deposit = new URL(links.deposit);
      expect(deposit.origin + deposit.pathname).toBe(platform + DEPOSIT_PATH);
      expect(Object.fromEntries(deposit.searchParams)).toEqual({ closeUrl: here, backUrl: here, clientType: 'casino', clientPlatform: 'web' });
      expect(links.account).toBe(`${platform}${ACCOUNT_PATH}?${new URLSearchParams({ closeUrl: here, backUrl: here })}`);
      expect(links.logout).toBe(true);

      await I.deposit();
      const opened = await I.myAccount();
      expect(opened).toMatchObject({
        page: 'deposit',
        name: 'Vklad',
        width: OLD_MY_ACCOUNT_WIDTH_PX,
        modal: true,
        focusInside: true,
        frameUsername: 'demo',
        frameLang: 'cs',
        frameTitle: 'Vklad',
      });
      expect(opened.src).toBe(`${links.deposit}&close=${encodeURIComponent(smoke.servers.portal.origin)}`);
      expect(await I.accessibilityViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}player-chrome-deposit-desktop.png`);

      // The page's own origin is not the frame's: its close-modal, either form, closes nothing.
      await I.postCloseFromPortalOrigin();
      expect(await I.myAccountOpen()).toBe(true);

      await I.page.keyboard.press('Escape');
      await I.seeMyAccountClosed();
      await expect.poll(() => I.focused()).toBe('data-deposit-link');

      await I.account();
      expect(await I.myAccount()).toMatchObject({ page: 'dashboard', name: 'Můj účet', frameUsername: 'demo' });
      // The frame's Close posts close-modal to the portal's origin: from exactly the frame's origin, it closes.
      await I.closeFromFrame();
      await I.seeMyAccountClosed();
      await expect.poll(() => I.focused()).toBe('data-account-link');
      // Its Back link too: the back address is the page under the modal, never drawn inside it.
      await I.deposit();
      await I.myAccount();
      await I.backFromFrame();
      await I.seeMyAccountClosed();
      await expect.poll(() => I.focused()).toBe('data-deposit-link');
      expect(realProblems(problems)).toEqual([]);
    });
  });

  it('on the English portal: the frame’s page speaks English', async () => {
    await smoke.withPage(DESKTOP, async (I, problems) => {
      await I.openAsPlayer('/en/vsechny-hry');
      await I.deposit();
      expect(await I.myAccount()).toMatchObject({ page: 'deposit', name: 'Deposit', frameUsername: 'demo', frameLang: 'en', frameTitle: 'Deposit' });
      await I.screenshot(`${SCREENSHOTS}player-chrome-deposit-desktop-en.png`);
      await I.closeFromFrame();
      await I.seeMyAccountClosed();
      expect(realProblems(problems)).toEqual([]);
    });
  });

  it('with redirect-to-account off (REDIRECT_TO_ACCOUNT=0): no Logout in the header; Deposit and the account stay', async () => {
    const servers = await startServers({ seed: SMOKE_SEED, size: 300, testSwitches: true }, { config: { redirectToAccount: false } });
    const context = await smoke.browser.newContext({ viewport: DESKTOP });
    try {
      await withConsentChosen(context, servers.portal.origin);
      const I = new PlayerChromeModel(await context.newPage(), servers.portal.origin, servers.platform.origin);
      await I.openAsPlayer('/');
      expect(await I.accountLinks()).toMatchObject({
        logout: false,
        deposit: expect.stringContaining(DEPOSIT_PATH),
        account: expect.stringContaining(ACCOUNT_PATH),
      });
    } finally {
      await context.close();
      await servers.close();
    }
  });

  it('on a touch phone: the game-mode host’s pages as pages of their own (from the header and the account panel), back to the portal; the header fits; timer and panic in the submenu strip (novy: no first login, no timer)', async () => {
    await smoke.withPage(
      PHONE,
      async (I, problems) => {
        await I.openAsPlayer('/', 'novy');
        expect(await I.headerOverflow()).toEqual([]);
        await I.seeNoSidewaysScroll();
        const links = await I.accountLinks();
        const gameMode = smoke.servers.platform.origin + BasePath.gameModeHost;
        expect(links.deposit.startsWith(`${gameMode}${DEPOSIT_PATH}?`)).toBe(true);
        expect(new URL(links.deposit).searchParams.get('clientPlatform')).toBe('mobile');
        expect(links.account.startsWith(`${gameMode}${ACCOUNT_PATH}?`)).toBe(true);
        await I.seePanicButton();
        expect(await I.timer(false)).toBeNull();
        expect(await I.accessibilityViolations()).toEqual([]);
        await I.screenshot(`${SCREENSHOTS}player-chrome-header-phone.png`);

        await I.deposit();
        const away = await I.accountPageAway();
        expect(away).toEqual({ url: links.deposit, page: 'deposit', back: `${smoke.servers.portal.origin}/` });
        await I.goBackFromAccountPage();
        expect(I.page.url()).toBe(`${smoke.servers.portal.origin}/`);
        await I.playerHeader();
        // The account button's panel follows the same links on touch: its Account overview is the
        // game-mode host's page, not the old modal.
        await I.account();
        expect(await I.accountPageAway()).toEqual({ url: links.account, page: 'dashboard', back: `${smoke.servers.portal.origin}/` });
        await I.goBackFromAccountPage();
        await I.playerHeader();
        expect(realProblems(problems)).toEqual([]);
      },
      TOUCH_PHONE,
    );
  });
});

describe('a player’s header on a narrow phone', () => {
  // demo has the largest balance and the notification hub's badge; 390 px and 360 px are the common
  // phones' widths, 320 px the narrowest (there the mark gives way, Home being the bottom bar's, and
  // the timer's strip wraps the panic button). Before, the header took 409 px: the page grew wider
  // than the screen and the bottom bar's labels went under its edge.
  it.each([
    { width: 390, height: 844 },
    { width: 360, height: 780 },
    { width: 320, height: 640 },
  ])('$width px: the whole header on the screen, the page no wider than it', async (viewport) => {
    await smoke.withPage(
      viewport,
      async (I) => {
        await I.openAsPlayer('/');
        await I.seePanicButton();
        expect(await I.headerOverflow()).toEqual([]);
        await I.seeNoSidewaysScroll();
        await I.screenshot(`${SCREENSHOTS}player-chrome-header-phone-${viewport.width}.png`);
      },
      TOUCH_PHONE,
    );
  });
});

describe('a returning player’s phone page', () => {
  // On a phone the timer and the panic button are a row of their own above the page; drawn once
  // the session answered, they pushed the whole page 53 px down about a second after its first
  // paint. A browser that may hold a session gets their place from the server (player-tools-place.tsx).
  it('keeps the page below the chrome where it was first painted while the timer and the panic button come', async () => {
    await smoke.withPage(
      { width: 390, height: 844 },
      async (I) => {
        await I.openAsPlayer('/');
        await I.page.reload();
        await I.seePanicButton();
        const pageMoved = (await I.layoutShifts()).filter(({ moved }) => moved.some((thing) => thing.startsWith('main.')));
        expect(pageMoved.map(describeShift)).toEqual([]);
      },
      TOUCH_PHONE,
    );
  });
});

describe('the regulatory timer', () => {
  it('counts hh:mm:ss from the gateway’s first-login time, changing exactly when the second does', async () => {
    await smoke.withPage(DESKTOP, async (I) => {
      await I.page.clock.install({ time: Date.now() });
      await I.openAsPlayer('/');
      expect(await I.timer()).toMatch(/^\d{2}:\d{2}:\d{2}$/);
      const firstLogin = Date.parse(await I.firstLoginTimestamp(smoke.servers.platform.origin));
      const at = firstLogin + 3_723_400;
      // The hour passes as a sleeping laptop's does: the date moves without every timer of that hour
      // running at once. A pause at an hour ahead ran the keep-alive's beats, and the timeouts of
      // their calls, inside one jump, so that a beat's call timed out before it could be answered
      // and the session ended (1 run in 4).
      await I.page.clock.setSystemTime(at - 2_000);
      await I.page.clock.pauseAt(at);
      await expect.poll(() => I.timer()).toBe(formatElapsed(at - firstLogin));
      expect(formatElapsed(at - firstLogin)).toBe('01:02:03');
      // Nothing changes until the shown second does, then it changes at once.
      await I.page.clock.runFor(msToNextShownSecond(at - firstLogin) - 1);
      expect(await I.timer()).toBe('01:02:03');
      await I.page.clock.runFor(1);
      await expect.poll(() => I.timer()).toBe('01:02:04');
      await I.page.clock.runFor(60_000);
      await expect.poll(() => I.timer()).toBe('01:03:04');
    });
  });
});

describe('the panic button', () => {
  it('opens its confirmation by a click (Cancel closes it, focus back), by a press let go early (at the release), by a 3 s pointer hold with its bar filling (not sooner) and by holding Space', async () => {
    await smoke.withPage(DESKTOP, async (I, problems) => {
      await I.page.clock.install({ time: Date.now() });
      await I.openAsPlayer('/');
      await I.seePanicButton();

      await I.clickPanic();
      expect(await I.panicConfirmation()).toEqual({ name: 'Zablokovat hraní?', focused: 'data-panic-cancel', error: null });
      expect(await I.accessibilityViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}player-chrome-panic-desktop.png`);
      await I.cancelPanic();
      await expect.poll(() => I.focused()).toBe('data-panic-button');
      expect(await I.panicSteps()).toEqual(['start']);

      // A press let go early is a click: the confirmation opens at the release, not before.
      await I.page.clock.pauseAt(Date.now() + 1_000);
      await I.pressPanic();
      await expect.poll(() => I.panicProgress()).toEqual({ holding: true, animation: 'casino-panic-fill' });
      await I.page.clock.runFor(PANIC_HOLD_MS / 2);
      expect(await I.panicConfirmationOpen()).toBe(false);
      await I.releasePointer();
      await I.panicConfirmation();
      expect((await I.panicProgress()).holding).toBe(false);
      await I.cancelPanic();

      // Held for 3 s, it opens while still held.
      await I.pressPanic();
      await I.page.clock.runFor(PANIC_HOLD_MS - 1);
      expect(await I.panicConfirmationOpen()).toBe(false);
      await I.page.clock.runFor(1);
      expect((await I.panicConfirmation()).name).toBe('Zablokovat hraní?');
      await I.releasePointer();
      await I.cancelPanic();

      await I.holdSpaceOnPanic();
      await I.page.clock.runFor(PANIC_HOLD_MS);
      expect((await I.panicConfirmation()).focused).toBe('data-panic-cancel');
      await I.releaseSpace();
      // Letting Space go inside the confirmation presses nothing there.
      expect(await I.panicConfirmationOpen()).toBe(true);
      await I.cancelPanic();
      expect(await I.panicSteps()).toEqual(['start', 'start', 'start', 'start']);
      expect(realProblems(problems)).toEqual([]);
    });
  });

  it('on a phone: a 3 s touch hold opens it; a failed block says so and stays; a confirmed one blocks and ends on the responsible-gaming page, with start, confirm and block in the data layer', async () => {
    await smoke.withPage(
      PHONE,
      async (I) => {
        await I.openAsPlayer('/');
        // A finger held on the button for 3 s opens the confirmation while it is still down.
        const finger = await I.touchAndHoldPanic();
        await expect.poll(() => I.panicProgress()).toEqual({ holding: true, animation: 'casino-panic-fill' });
        await I.panicConfirmation();
        await finger.lift();
        expect(await I.panicConfirmationOpen()).toBe(true);
        await I.screenshot(`${SCREENSHOTS}player-chrome-panic-phone.png`);
        smoke.servers.platform.faults.add({ path: BasePath.gateway + GatewayPath.panicBlock, status: 503, times: 1 });
        await I.confirmPanic();
        expect(await I.panicError()).toBe('Blokaci se nepodařilo provést. Zkuste to znovu.');
        expect(await I.panicConfirmationOpen()).toBe(true);

        // The block's follow-up read of the overview is held, so the steps can be read before the page leaves.
        const overview = await I.holdOverview();
        await I.confirmPanic();
        await expect.poll(() => I.panicSteps()).toEqual(['start', 'confirm', 'confirm', 'block']);
        await overview.release();
        expect(await I.waitForUrl(`${smoke.servers.platform.origin}/responsible-gaming`)).toBe(`${smoke.servers.platform.origin}/responsible-gaming`);
      },
      TOUCH_PHONE,
    );
  });
});
