// The player's session in Chromium (issue 23, "What a player can do", first bullet): a protected
// page (core's `auth: 'user'`) shows a visitor its login view and opens the login dialog by itself,
// and after the login shows its own content at the same address without a reload; it is never
// stored. A native launch's credentials log the player in and are never seen in the address, the
// history, a Referer or the portal server's log; launched in the app's view (nativeapp=1) the page
// asks for no bonus list or bonus message. Keep-alive beats every 5 minutes with the time
// since the player's last action, and the session's cookies live as long as part 1 §9 says.
import { describe, expect, it } from 'vitest';
import { ACTIVITY_EVENTS, BasePath, CHAT_UNREAD_PATH, COOKIE_DEVICE_ID, COOKIE_REMEMBERED_USERNAME, GatewayPath, KEEP_ALIVE_INTERVAL_MS } from '@casino/core';
import { PlayerSessionModel } from './models/player-session.model.ts';
import { notifyPlayer } from './support/notify-player.ts';
import { SCREENSHOTS, useSmokeSession, VIEWPORTS } from './support/smoke-session.ts';

const smoke = useSmokeSession(PlayerSessionModel);
const [DESKTOP, PHONE] = VIEWPORTS;
const DAY_SECONDS = 86_400;

/**
 * Problems a visitor's flow logs of itself: the start-up session check answers 401 before a login;
 * and a session ended elsewhere refuses (401) the chat's unread poll that goes out before the
 * platform's LOGOUT reaches the page (a console line of the browser's own, whatever the page does).
 * Each with its address, so that a failure names the call.
 */
const EXPECTED_REFUSALS = [GatewayPath.validateLoginSession, CHAT_UNREAD_PATH];
const unexpected = (problems: readonly { readonly text: string; readonly url: string }[]) =>
  problems
    .filter((problem) => !EXPECTED_REFUSALS.some((path) => new URL(problem.url, 'http://x').pathname.endsWith(path)))
    .map((problem) => `${problem.text} ${problem.url}`);

describe('a protected page sends a visitor to log in and back', () => {
  it('/uzivatel/oblibene: the login view (never stored, axe) and the dialog by itself; Escape leaves the view; Log in, then the page’s content without a reload; Logout goes home', async () => {
    await smoke.withPage(DESKTOP, async (I, problems) => {
      const response = await I.open('/uzivatel/oblibene');
      expect(response.headers()['cache-control']).toBe('no-store');
      await I.loginDialog();
      expect(await I.playerGate()).toEqual({ state: 'visitor', heading: 'Přihlaste se, prosím', loginButton: 'Přihlásit se' });
      await I.screenshot(`${SCREENSHOTS}player-gate-dialog-desktop.png`);
      expect(await I.closeDialogByEscape()).toEqual({ gateLeft: true, focusOnLogin: true });
      expect(await I.accessibilityViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}player-gate-desktop.png`);

      await I.markDocument();
      await I.page.keyboard.press('Enter');
      await I.loginDialog();
      await I.logInByKeyboard('demo', 'demo', false);
      expect(await I.pageContent()).toBe('Oblíbené hry');
      expect(I.where()).toBe('/uzivatel/oblibene');
      expect(await I.sameDocument()).toBe(true);
      expect(await I.playerName()).toBe('demo');

      await I.logOut();
      await I.seeVisitorHeader();
      await expect.poll(() => I.where()).toBe('/');
      // Leaving for home, the dialog does not open again.
      expect(await I.page.locator('dialog[data-login-dialog]').isVisible()).toBe(false);
      expect(unexpected(problems)).toEqual([]);
    });
  });

  it('/en/… and the live lobby’s /kasino-zive/uzivatel/moje-hry on a phone: the dialog opens by itself and the login shows the page; a returning player’s page shows it without asking', async () => {
    await smoke.withPage(PHONE, async (I, problems) => {
      await I.open('/en/uzivatel/oblibene');
      await I.loginDialog();
      expect(await I.playerGate()).toMatchObject({ heading: 'Please sign in', loginButton: 'Sign in' });
      await I.logInByKeyboard('novy', 'demo', false);
      expect(await I.pageContent()).toBe('Favourite games');

      await I.open('/kasino-zive/uzivatel/moje-hry');
      // The session hint: the page waits for auth instead of offering a login, then shows its content.
      await I.waitForRuntime({ interact: false });
      expect(await I.pageContent()).toBe('Moje živé hry');
      expect(await I.page.locator('dialog[data-login-dialog]').isVisible()).toBe(false);
      await I.screenshot(`${SCREENSHOTS}player-gate-live-player-phone.png`);
      expect(unexpected(problems)).toEqual([]);
    });
    await smoke.withPage(
      PHONE,
      async (I) => {
        const response = await I.open('/kasino-zive/uzivatel/moje-hry');
        expect(response.headers()['cache-control']).toBe('no-store');
        await I.loginDialog();
        await I.screenshot(`${SCREENSHOTS}player-gate-dialog-phone-light.png`);
        await I.pressEscape();
        expect(await I.playerGate()).toMatchObject({ state: 'visitor', loginButton: 'Přihlásit se' });
        expect(await I.accessibilityViolations()).toEqual([]);
        await I.screenshot(`${SCREENSHOTS}player-gate-phone-light.png`);
        await I.pressGateLogin();
        await I.loginDialog();
        await I.logInByKeyboard('demo', 'demo', false);
        expect(await I.pageContent()).toBe('Moje živé hry');
      },
      { cookies: { theme: 'light' } },
    );
  });

  it('real-money play is guarded too: /play/{game}/real shows the login view in the game-play layout, then the page', async () => {
    const game = smoke.servers.platform.world.games[0]!.gameCode;
    await smoke.withPage(PHONE, async (I) => {
      const response = await I.open(`/play/${game}/real`);
      expect(response.headers()['cache-control']).toBe('no-store');
      await I.loginDialog();
      await I.pressEscape();
      expect(await I.playerGate()).toMatchObject({ state: 'visitor' });
      expect(await I.accessibilityViolations()).toEqual([]);
      await I.screenshot(`${SCREENSHOTS}player-gate-real-play-phone.png`);
      await I.pressGateLogin();
      await I.loginDialog();
      await I.logInByKeyboard('demo', 'demo', false);
      await I.page.locator('[data-player-gate]').waitFor({ state: 'detached' });
      await I.page.locator('.casino-game-play').waitFor({ state: 'visible' });
    });
  });
});

/** A temporary token the platform gives a logged-in native app (the platform script's getTemporaryToken). */
const nativeAppToken = async (username: string): Promise<string> => {
  const platform = `${smoke.servers.platform.origin}${BasePath.platform}`;
  const login = await fetch(`${platform}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'demo', rememberMe: false }),
  });
  const session = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const answer = (await (await fetch(`${platform}/temporary-token`, { method: 'POST', headers: { cookie: session } })).json()) as { token: string };
  return answer.token;
};

/** Everything the process writes (the portal server runs in it) while `run` runs. */
const serverLog = async (run: () => Promise<void>): Promise<string> => {
  const lines: string[] = [];
  const streams = [process.stdout, process.stderr] as const;
  const writes = streams.map((stream) => stream.write.bind(stream));
  const consoles = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) => [name, console[name]] as const);
  streams.forEach((stream, index) => {
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      lines.push(String(chunk));
      return (writes[index] as (...args: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof stream.write;
  });
  for (const [name, original] of consoles) console[name] = (...args: unknown[]) => (lines.push(args.map(String).join(' ')), original(...args));
  try {
    await run();
  } finally {
    streams.forEach((stream, index) => (stream.write = writes[index] as typeof stream.write));
    for (const [name, original] of consoles) console[name] = original;
  }
  return lines.join('\n');
};

describe('native login from the query (part 1 §2, §4, §5)', () => {
  it('logs the player in, and the credentials are never in the address, the history, a Referer, the cookies or the server’s log', async () => {
    const token = await nativeAppToken('demo');
    const log = await serverLog(async () => {
      await smoke.withPage(DESKTOP, async (I, problems) => {
        I.recordTraffic();
        const response = await I.open(`/uzivatel/oblibene?username=demo&token=${token}&utm_source=app`);
        // The redirect happened before any render: the page is the address without them.
        let first = response.request();
        while (first.redirectedFrom() !== null) first = first.redirectedFrom()!;
        expect(first.url()).toContain(token);
        expect(first.url()).not.toBe(response.url());
        expect(I.where()).toBe('/uzivatel/oblibene?utm_source=app');
        expect(await I.pageContent()).toBe('Oblíbené hry');
        expect(await I.playerName()).toBe('demo');
        const memory = await I.browserMemory();
        expect(memory.href).not.toContain(token);
        expect(memory.cookies).not.toContain('native_login');
        const traffic = await I.traffic();
        // The first request (the launch's address itself) is the only one that carried it.
        expect(traffic.urls.filter((url) => url.includes(token))).toEqual([
          new URL(`/uzivatel/oblibene?username=demo&token=${token}&utm_source=app`, smoke.servers.portal.origin).href,
        ]);
        expect(traffic.referers.filter((referer) => referer.includes(token) || referer.includes('username='))).toEqual([]);
        expect(traffic.addresses.filter((address) => address.includes(token))).toEqual([]);
        expect(unexpected(problems)).toEqual([]);
        // Back goes to where the browser was before the launch (its blank start), never to the launch's address.
        expect(await I.historyAround()).toEqual({ back: 'about:blank', current: '/uzivatel/oblibene?utm_source=app' });

        // The native app's launch in its view (nativeapp=1): no bonus list, bonus details or bonus
        // message is asked for (part 2 §6), where the web page above asked for them.
        const isBonusCall = (url: string) => url.startsWith(smoke.servers.platform.origin) && /bonus/i.test(new URL(url).pathname);
        expect(traffic.urls.some(isBonusCall)).toBe(true);
        const bonusCalls: string[] = [];
        I.page.on('request', (request) => {
          if (isBonusCall(request.url())) bonusCalls.push(request.url());
        });
        await I.open(`/uzivatel/oblibene?nativeapp=1&username=demo&token=${await nativeAppToken('demo')}`);
        await I.waitForRuntime();
        // The protected page shows its content: the app's launch logged the player in here too.
        expect(await I.pageContent()).toBe('Oblíbené hry');
        await I.page.waitForLoadState('networkidle');
        expect(bonusCalls).toEqual([]);
      });
    });
    expect(log).not.toContain(token);
  });

  it('a launch with only the username is refused: the address is cleaned, and the page stays a visitor’s', async () => {
    await smoke.withPage(DESKTOP, async (I) => {
      await I.open('/?username=demo');
      expect(I.where()).toBe('/');
      await I.waitForRuntime({ interact: false });
      await I.seeVisitorHeader();
      expect((await I.browserMemory()).cookies).not.toContain('native_login');
    });
  });
});

describe('keep-alive and the session’s cookies (part 1 §4, §9)', () => {
  it('tracks activity with passive window listeners only while a player is logged in (gone after Logout), and an idle player’s page asks for no frames', async () => {
    await smoke.withPage(DESKTOP, async (I) => {
      // A page that is the same for a visitor and a player, and that a logout leaves the player on
      // (a protected page's logout goes home, whose own listeners are another page's).
      await I.open('/vyrobci');
      await I.openLoginDialogByKeyboard();
      const visitor = await I.windowListeners(ACTIVITY_EVENTS);
      await I.logInByKeyboard('demo', 'demo', false);
      await I.playerHeader();
      const player = await I.windowListeners(ACTIVITY_EVENTS);
      // Keep-alive's own: one passive listener per activity event, beside whatever else listened before.
      const added = [...player];
      for (const line of visitor) added.splice(added.indexOf(line), 1);
      expect(added).toEqual(ACTIVITY_EVENTS.map((type) => `${type} passive`).sort());
      // Left alone, the player's page does no per-frame work.
      const frames = await I.countAnimationFrames();
      await I.page.waitForTimeout(2_000);
      expect(await frames()).toBe(0);
      await I.logOut();
      await I.seeVisitorHeader();
      expect(I.where()).toBe('/vyrobci');
      await expect.poll(() => I.windowListeners(ACTIVITY_EVENTS)).toEqual(visitor);
    });
  });

  it('after 5 minutes the heartbeat reaches the gateway with the time since the last action; the device id lives 400 days, remembered username and remember-me 14', async () => {
    await smoke.withPage(DESKTOP, async (I) => {
      await I.page.clock.install();
      await I.open('/');
      await I.openLoginDialogByKeyboard();
      await I.logInByKeyboard('demo', 'demo', true);
      expect(await I.playerName()).toBe('demo');
      // The player moves the pointer, then leaves the page alone for the 5 minutes.
      await I.page.mouse.move(200, 300);
      await I.page.mouse.move(220, 320);
      await I.page.clock.runFor(1_000);
      const heartbeat = I.page.waitForRequest((request) => request.url().includes(`${BasePath.gateway}${GatewayPath.keepAlive}?`));
      await I.page.clock.runFor(KEEP_ALIVE_INTERVAL_MS);
      const sent = new URL((await heartbeat).url()).searchParams.get('millisFromLastAction');
      // The beat comes 5 minutes after the login; the last action was the pointer's, the few
      // seconds after it that the test took (the page's clock runs meanwhile), so a little less.
      expect(Number(sent)).toBeGreaterThan(KEEP_ALIVE_INTERVAL_MS - 60_000);
      expect(Number(sent)).toBeLessThan(KEEP_ALIVE_INTERVAL_MS);

      const lifetimes = await I.cookieLifetimes();
      const near = (days: number) => [days * DAY_SECONDS - 120, days * DAY_SECONDS + 5];
      const within = (seconds: number | null | undefined, [low, high]: number[]) => seconds != null && seconds >= low! && seconds <= high!;
      expect(within(lifetimes[COOKIE_DEVICE_ID], near(400)), `browser_uuid: ${lifetimes[COOKIE_DEVICE_ID]}`).toBe(true);
      expect(within(lifetimes[COOKIE_REMEMBERED_USERNAME], near(14)), `remembered_username: ${lifetimes[COOKIE_REMEMBERED_USERNAME]}`).toBe(true);
      // The platform's remember-me (keep-alive) cookie, on the platform's host (the same here: cookies ignore ports).
      expect(within(lifetimes['remembered_user'], near(14)), `remembered_user: ${lifetimes['remembered_user']}`).toBe(true);
    });
  });
});

/** What the platform's test switch or another device does to a player's session. */
const platformCall = async (path: string, body: object, cookie = ''): Promise<Response> =>
  fetch(`${smoke.servers.platform.origin}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });

describe('a LOGOUT notification forces re-authentication (part 1 §4, part 2 §4)', () => {
  it('a LOGOUT while the session still holds: auth checks it again and the player stays; after a logout of every session elsewhere, the page turns a visitor’s and the protected page its login view', async () => {
    await smoke.withPage(DESKTOP, async (I, problems) => {
      await I.open('/uzivatel/moje-hry');
      await I.loginDialog();
      await I.logInByKeyboard('demo', 'demo', false);
      expect(await I.pageContent()).toBe('Moje hry');

      // The platform's own LOGOUT notification, the session untouched: auth asks the platform and the gateway again.
      // Sent once the player's socket has subscribed to take it (a connected socket may not have yet).
      const checked = I.page.waitForRequest((request) => request.url().endsWith(`${BasePath.platform}/has-login-cookie`));
      await notifyPlayer(smoke.servers.platform.origin, 'demo', { type: 'LOGOUT' });
      await checked;
      await I.page.waitForLoadState('networkidle');
      expect(await I.playerName()).toBe('demo');
      await I.expectNoGate();

      // Another device logs out of every session: the platform sends LOGOUT and ends them; re-authentication finds none.
      const elsewhere = await platformCall(`${BasePath.platform}/login`, { username: 'demo', password: 'demo', rememberMe: false });
      const session = (elsewhere.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      await platformCall(`${BasePath.platform}/logout`, { allSessions: 1 }, session);
      await I.seeVisitorHeader();
      expect(await I.playerGate()).toMatchObject({ state: 'visitor', loginButton: 'Přihlásit se' });
      expect(I.where()).toBe('/uzivatel/moje-hry');
      await I.screenshot(`${SCREENSHOTS}player-gate-after-logout-notification-desktop.png`);
      expect(unexpected(problems)).toEqual([]);
    });
  });
});
