// The game session with its real adapters: demo and real launch URLs from the provider's launch data
// and a play token, a password game opened with the preview password, and the launch errors of
// part 2 §5 as snackbars that leave the machine ready for the next game.
import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { BasePath, GatewayPath, LocalApiPath, type AnalyticsJourney, type Game } from '@casino/core';
import { gameSession } from '@casino/machines';
import type { DemoPlatform } from '@casino/demo-platform';
import { gameSessionInput, provideGameSession } from './game-session.ts';
import { SystemId } from './root/system-ids.ts';
import { openBrowser, useDemoPlatform, startSystem, type Browser } from './testing/runtime-harness.ts';
import { addFault, clearFaults } from './testing/faults.ts';
import { loggedInBrowser } from './testing/logged-in-browser.ts';

let platform: DemoPlatform;
useDemoPlatform((started) => (platform = started));

const journey: AnalyticsJourney = {
  from: { origin: 'casino', route: 'preview' },
  on: { origin: 'casino', route: 'preview-all-games', name: 'Všechny hry' },
};

const gameWhere = (test: (game: Game) => boolean): Game => {
  const found = platform.world.games.find(test);
  if (!found) throw new Error('the demo world has no such game');
  return found;
};

const startSession = (browser: Browser) => {
  const actor = createActor(provideGameSession(browser.runtime), { input: gameSessionInput(browser.runtime) });
  const shown: string[] = [];
  actor.on('snackbar.show', ({ message }) => shown.push(message.title));
  actor.start();
  return { actor, shown };
};

/**
 * A logged-in player's page: the root authenticated, the titles its snackbar host shows (other
 * machines' too: a failing token call also fails the chat's session), and those the game session
 * itself asked for.
 */
const playerPage = async (username: string) => {
  const system = startSystem(await loggedInBrowser(platform, username));
  const shown: string[] = [];
  system.get(SystemId.snackbar).subscribe((state) => shown.splice(0, shown.length, ...state.context.shown.map((message) => message.title)));
  system.get(SystemId.auth).send({ type: 'auth.authenticate' });
  const session = (await system.open(SystemId.gameSession)).actor;
  const launchErrors: string[] = [];
  session.on('snackbar.show', ({ message }) => launchErrors.push(message.title));
  return { system, shown, launchErrors, session };
};

/** How long a launch against the local demo platform may take before the test fails (not hangs). */
const LAUNCH_TIMEOUT_MS = 5_000;

/** The session's next resting state: a game open, or none (a failure, shown as a snackbar). */
const settled = (actor: ReturnType<typeof startSession>['actor'] | Awaited<ReturnType<typeof playerPage>>['session']) =>
  waitFor(actor, (state) => state.matches('none') || state.matches('active'), { timeout: LAUNCH_TIMEOUT_MS });

/** Waits until the page's snackbar host shows this title. */
const seeShown = (shown: readonly string[], title: string) => vi.waitFor(() => expect(shown).toContain(title), { timeout: LAUNCH_TIMEOUT_MS });

describe('game session against the demo platform', () => {
  it('starts a demo game: the demo URL of its provider, then navigation to the demo play route', async () => {
    const browser = await openBrowser(platform);
    const game = gameWhere((candidate) => candidate.demoEnabled && !candidate.requirePassword && candidate.type === 'Slot');
    const { actor, shown } = startSession(browser);
    actor.send({ type: 'game-session.play', game, mode: 'demo', journey });
    const snapshot = await settled(actor);
    const view = gameSession.connect(snapshot);
    expect(shown).toEqual([]);
    // The platform's own page, on the platform's origin (the template is a path).
    expect(view.session?.url).toContain(`${platform.origin}${BasePath.demoGames}/${game.gameCode}?mode=demo`);
    expect(browser.env.navigations).toEqual([`/play/${game.gameCode}/demo`]);
    expect(browser.env.tracked.map((event) => event.event)).toContain('casino_game_launch');
  });

  it('a native launch sends every game to the app by its configured link, and asks the platform nothing', async () => {
    const browser = await openBrowser(platform, {
      nativeView: true,
      nativeLaunch: true,
      config: { nativeApp: { name: 'casino', scheme: 'casinoapp://', location: 'kasino' } },
    });
    const locked = gameWhere((candidate) => candidate.requirePassword);
    const before = platform.requests.all().length;
    const { actor, shown } = startSession(browser);
    actor.send({ type: 'game-session.play', game: locked, mode: 'real', journey });
    expect(gameSession.connect(actor.getSnapshot()).inApp?.link).toBe(`casinoapp://kasino/play/${encodeURIComponent(locked.gameCode)}`);
    expect(browser.env.appLinks).toEqual([`casinoapp://kasino/play/${encodeURIComponent(locked.gameCode)}`]);
    expect(browser.env.tracked.map((event) => event.event)).toEqual(['casino_game_launch']);
    // No password prompt, login, launch data or token: the app owns its launch.
    expect(platform.requests.all().slice(before)).toEqual([]);
    expect({ shown, navigations: browser.env.navigations, opened: browser.env.externalOpens }).toEqual({ shown: [], navigations: [], opened: [] });
  });

  it('opens a password game with the preview password, and refuses a wrong one', async () => {
    const game = gameWhere((candidate) => candidate.requirePassword && candidate.demoEnabled);
    const right = await openBrowser(platform, { promptAnswer: () => platform.world.previewPassword });
    const opened = startSession(right);
    opened.actor.send({ type: 'game-session.play', game, mode: 'demo', journey });
    expect(gameSession.connect(await settled(opened.actor)).active).toBe(true);

    const wrong = await openBrowser(platform, { promptAnswer: () => 'guess' });
    const refused = startSession(wrong);
    refused.actor.send({ type: 'game-session.play', game, mode: 'demo', journey });
    expect(gameSession.connect(await settled(refused.actor)).active).toBe(false);
    expect(refused.shown).toEqual(['errors.unauthorized-access']);
  });

  it('a provider without demo URLs: errors.demo-url-is-missing', async () => {
    const browser = await openBrowser(platform);
    const withoutDemo = Object.entries(platform.world.providerLaunch).find(([, launch]) => launch.launchUrlDemo === null)?.[0];
    const game = gameWhere((candidate) => candidate.provider === withoutDemo && !candidate.requirePassword);
    const { actor, shown } = startSession(browser);
    actor.send({ type: 'game-session.play', game, mode: 'demo', journey });
    expect(gameSession.connect(await settled(actor)).active).toBe(false);
    expect(shown).toEqual(['errors.demo-url-is-missing']);
  });

  it('real money for a logged-in player: a play token in the real URL', async () => {
    const { system, session } = await playerPage('demo');
    const game = gameWhere((candidate) => !candidate.requirePassword && candidate.type === 'Slot');
    session.send({ type: 'game-session.play', game, mode: 'real', journey });
    const snapshot = await settled(session);
    expect(gameSession.connect(snapshot).active).toBe(true);
    const url = new URL(gameSession.connect(snapshot).session!.url, platform.origin);
    expect(url.searchParams.get('mode')).toBe('real');
    expect(url.searchParams.get('player')).toBe('demo');
    expect(url.searchParams.get('token')).toEqual(expect.any(String));
    system.stop();
  });

  it('real money when the token call fails: errors.invalid-game-session, and the next game still starts', async () => {
    const { system, shown, launchErrors, session } = await playerPage('novy');
    const game = gameWhere((candidate) => !candidate.requirePassword && candidate.type === 'Slot' && candidate.demoEnabled);
    await addFault(platform, { path: BasePath.gateway + GatewayPath.playToken, status: 500 });
    try {
      session.send({ type: 'game-session.play', game, mode: 'real', journey });
      expect(gameSession.connect(await settled(session)).active).toBe(false);
      expect(launchErrors).toEqual(['errors.invalid-game-session']);
      await seeShown(shown, 'errors.invalid-game-session');
    } finally {
      await clearFaults(platform);
    }
    session.send({ type: 'game-session.play', game, mode: 'demo', journey });
    const next = gameSession.connect(await settled(session));
    expect(next.active).toBe(true);
    expect(next.session?.url).toContain(`${BasePath.demoGames}/${game.gameCode}?mode=demo`);
    expect(launchErrors).toEqual(['errors.invalid-game-session']);
    system.stop();
  });

  it('launch data without a real URL: errors.real-url-is-missing', async () => {
    const { system, shown, launchErrors, session } = await playerPage('demo');
    const game = gameWhere((candidate) => !candidate.requirePassword && candidate.type === 'Slot');
    const launch = { ...platform.world.providerLaunch[game.provider]!, launchUrl: null, launchUrlMobile: null, launchUrls: [] };
    await addFault(platform, { path: BasePath.localApi + LocalApiPath.providerLaunch, status: 200, body: JSON.stringify(launch), times: 1 });
    session.send({ type: 'game-session.play', game, mode: 'real', journey });
    expect(gameSession.connect(await settled(session)).active).toBe(false);
    expect(launchErrors).toEqual(['errors.real-url-is-missing']);
    await seeShown(shown, 'errors.real-url-is-missing');
    system.stop();
  });
});
