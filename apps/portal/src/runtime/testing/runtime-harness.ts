// One "browser" for the runtime tests: a memory environment whose fetch keeps cookies like a
// browser profile and whose platform script is the demo platform's real one (evaluated in a vm),
// a portal runtime on it, and the root system when a test wants the machines together.
import { afterAll, beforeAll } from 'vitest';
import { PlatformScript } from '@casino/api-clients';
import { createCookieJar, loadChatWidget, loadPlatformScript, type CookieJarFetch } from '@casino/api-clients/node';
import { startDemoPlatform, type DemoPlatform, type StartOptions } from '@casino/demo-platform';
import type { Locale } from '@casino/core';
import type { DemoPlayer } from '@casino/demo-data';
import { createMemoryEnvironment, type MemoryEnvironment, type MemoryEnvironmentOptions } from '../environment/memory-environment.ts';
import { demoPortalConfig, type PortalConfig } from '../portal-config.ts';
import { createPortalRuntime, type PortalRuntime } from '../portal-runtime.ts';
import { startPortalSystem, type PortalSystem } from '../root/portal-system.ts';
import type { LocaleAdapters } from '../locale.ts';

/** Start-up of a platform plus a login, with room for a machine busy with other test files. */
const SETUP_TIMEOUT_MS = 60_000;

/** A small world keeps start-up fast; the seed is fixed so tests can name what they expect. */
const startPlatform = (options: StartOptions = {}): Promise<DemoPlatform> =>
  startDemoPlatform({ port: 0, seed: 11, size: 300, testSwitches: true, ...options });

/**
 * One demo platform for a test file: started before its tests (then `ready` runs, e.g. to log a
 * player in), closed after them.
 */
export const useDemoPlatform = (ready: (platform: DemoPlatform) => unknown, options: StartOptions = {}): void => {
  let started: DemoPlatform | undefined;
  beforeAll(async () => {
    started = await startPlatform(options);
    await ready(started);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => started?.close());
};

export interface Browser {
  readonly jar: CookieJarFetch;
  readonly env: MemoryEnvironment;
  readonly runtime: PortalRuntime;
  readonly config: PortalConfig;
}

export interface BrowserOptions extends Omit<MemoryEnvironmentOptions, 'origin' | 'fetch' | 'platformScript' | 'chatWidget'> {
  readonly locale?: Locale;
  readonly preview?: boolean;
  readonly nativeView?: boolean;
  readonly nativeLaunch?: boolean;
  readonly config?: Partial<PortalConfig>;
}

export const openBrowser = async (platform: DemoPlatform, options: BrowserOptions = {}): Promise<Browser> => {
  const jar = createCookieJar();
  const platformScript = await loadPlatformScript(platform.origin, jar.fetch);
  const chatWidget = await loadChatWidget(platform.origin, jar.fetch);
  const env = createMemoryEnvironment({ ...options, origin: 'http://localhost:4173', fetch: jar.fetch, platformScript, chatWidget });
  const config = demoPortalConfig(platform.origin, options.config);
  const runtime = createPortalRuntime({
    config,
    environment: env,
    locale: options.locale ?? 'cs',
    preview: options.preview ?? false,
    nativeView: options.nativeView ?? false,
    nativeLaunch: options.nativeLaunch ?? false,
  });
  return { jar, env, runtime, config };
};

/** Catalogues as the portal would load them: here a marker per locale, so a test can see which loaded. */
export const testLocaleAdapters = (refetched: string[] = []): LocaleAdapters => ({
  loadMessages: async (locale) => ({ 'general.close': locale === 'cs' ? 'Zavřít' : 'Close' }),
  refetch: () => void refetched.push('refetch'),
});

export const startSystem = (browser: Browser, adapters: LocaleAdapters = testLocaleAdapters()): PortalSystem => startPortalSystem(browser.runtime, adapters);

/** The login dialog's part: the platform login itself (with remember-me if asked). */
export const platformLogin = async (browser: Browser, player: Pick<DemoPlayer, 'username' | 'password'>, rememberMe = false): Promise<void> => {
  const answer = await browser.runtime.api.run(
    PlatformScript.use((platform) => platform.login({ username: player.username, password: player.password, rememberMe })),
  );
  if (!answer.ok) throw new Error(`platform login refused: ${answer.reason}`);
};

/** A demo account by name. */
export const accountOf = (platform: DemoPlatform, username: string): DemoPlayer => {
  const player = platform.world.players.find((candidate) => candidate.username === username);
  if (!player) throw new Error(`no demo account ${username}`);
  return player;
};
