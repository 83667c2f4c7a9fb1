// One "browser" against a demo platform started in-process on a random loopback port: a cookie jar,
// the real platform script in a vm, every client wired through the fetch-backed HttpClient, and
// helpers to run effects and to log a demo player in.
import { Effect, Layer } from 'effect';
import { FetchHttpClient } from 'effect/http';
import { startDemoPlatform, type DemoPlatform } from '@casino/demo-platform';
import type { Locale } from '@casino/core';
import type { DemoPlayer } from '@casino/demo-data';
import { apiClientsLayer, type ApiClients } from '../../src/api-clients.ts';
import { ApiConfig, urlsForOrigin, type ApiConfigOptions } from '../../src/config/api-config.ts';
import { Gateway } from '../../src/gateway/gateway.ts';
import { PlatformScript, PlatformScriptGlobal } from '../../src/platform-script/platform-script.ts';
import { createCookieJar, loadChatWidget, loadPlatformScript, type CookieJarFetch } from '../../src/node/index.ts';
import { ChatWidgetGlobal } from '../../src/chat-widget/chat-widget.ts';

/** Start-up of a platform plus a login, with room for a machine busy with other test files. */
export const SETUP_TIMEOUT_MS = 60_000;

/** A small world keeps start-up fast; the seed is fixed so tests can name what they expect. */
export const startPlatform = (): Promise<DemoPlatform> => startDemoPlatform({ port: 0, seed: 11, size: 300 });

export interface Browser {
  readonly jar: CookieJarFetch;
  readonly settings: { locale: Locale; preview: boolean };
  readonly layer: Layer.Layer<ApiClients | ApiConfig>;
  readonly run: <A, E>(effect: Effect.Effect<A, E, ApiClients | ApiConfig>) => Promise<A>;
  /** The failure of an effect that must fail. */
  readonly fail: <A, E>(effect: Effect.Effect<A, E, ApiClients | ApiConfig>) => Promise<E>;
}

export const openBrowser = async (
  platform: DemoPlatform,
  options: Partial<Omit<ApiConfigOptions, 'urls' | 'fetch' | 'locale' | 'preview'>> & {
    readonly locale?: Locale;
    readonly preview?: boolean;
    /** Skip loading the platform script (a platform that is not running). */
    readonly withoutScript?: boolean;
    /** Share another browser's cookies (same session, other settings). */
    readonly jar?: CookieJarFetch;
  } = {},
): Promise<Browser> => {
  const jar = options.jar ?? createCookieJar();
  const lookup = options.withoutScript ? () => undefined : await loadPlatformScript(platform.origin, jar.fetch);
  const chatLookup = options.withoutScript ? () => undefined : await loadChatWidget(platform.origin, jar.fetch);
  // Mutable so a test can switch locale or preview between calls, as the portal does.
  const settings = { locale: options.locale ?? 'en', preview: options.preview ?? false };
  const { withoutScript: _withoutScript, jar: _jar, ...configOptions } = options;
  const config = ApiConfig.layer({
    ...configOptions,
    urls: urlsForOrigin(platform.origin),
    fetch: jar.fetch,
    locale: () => settings.locale,
    preview: () => settings.preview,
  });
  const layer = apiClientsLayer().pipe(
    Layer.provideMerge(Layer.mergeAll(config, FetchHttpClient.layer, Layer.succeed(PlatformScriptGlobal, lookup), Layer.succeed(ChatWidgetGlobal, chatLookup))),
  );
  const run = <A, E>(effect: Effect.Effect<A, E, ApiClients | ApiConfig>) => Effect.runPromise(effect.pipe(Effect.provide(layer)));
  const fail = <A, E>(effect: Effect.Effect<A, E, ApiClients | ApiConfig>) => Effect.runPromise(Effect.flip(effect).pipe(Effect.provide(layer)));
  return { jar, settings, layer, run, fail };
};

/** A demo player that can log in (no self-exclusion redirect). */
export const playablePlayer = (platform: DemoPlatform): DemoPlayer => {
  const player = platform.world.players.find((candidate) => candidate.selfExclusionRedirectUrl === null);
  if (!player) throw new Error('the demo world has no player who can log in');
  return player;
};

/** The authenticate flow's happy path: platform login, temporary token, gateway login. */
export const logIn = (browser: Browser, player: DemoPlayer, rememberMe = false) =>
  browser.run(
    Effect.gen(function* () {
      const platformScript = yield* PlatformScript;
      const gateway = yield* Gateway;
      const platformLogin = yield* platformScript.login({ username: player.username, password: player.password, rememberMe });
      if (!platformLogin.ok) return yield* Effect.die(new Error(`platform login refused: ${platformLogin.reason}`));
      const token = yield* platformScript.temporaryToken();
      return yield* gateway.login({
        username: player.username,
        ims_temporary_token: token,
        device_type: 'desktop',
        os_name: 'Linux',
        client_platform: 'CasinoDesktop',
      });
    }),
  );
