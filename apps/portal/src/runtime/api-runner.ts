// The one Effect runtime of the portal: every client over the environment's fetch and platform
// script, configured by the portal's config and the page's current locale and preview flag. Calls
// leave it as promises (what XState's promise actors take) that reject with the client's own tagged
// error, so its errorKey and message reach whoever looks, and stop when the actor's signal aborts.
import { Cause, Effect, Exit, Layer, ManagedRuntime } from 'effect';
import { apiClientsFetchLayer, ChatWidgetGlobal, PersonalisedGamesStore, PlatformScriptGlobal, type ApiClients, type ApiConfig } from '@casino/api-clients';
import type { Locale } from '@casino/core';
import { CallsStopped } from './calls-stopped.ts';
import type { PortalConfig } from './portal-config.ts';
import type { PortalEnvironment } from './environment/portal-environment.ts';
import { currentRequestPage } from './request-page.ts';
import { sharedContentLayer, type SharedContent } from './shared-content.ts';

export type ApiServices = ApiClients | ApiConfig;

export interface ApiRunner {
  readonly run: <A, E>(effect: Effect.Effect<A, E, ApiServices>, signal?: AbortSignal) => Promise<A>;
  /**
   * Builds the clients now (else the first call does): the browser does it in a task of its own,
   * so that the root system's start, whose machines make the first calls, is not one long task.
   */
  readonly prepare: () => Promise<void>;
  readonly dispose: () => Promise<void>;
}

export interface PageSettings {
  readonly locale: () => Locale;
  readonly preview: () => boolean;
}

export const makeApiRunner = (config: PortalConfig, environment: PortalEnvironment, ownPage: PageSettings, shared: SharedContent | null = null): ApiRunner => {
  // A call made for a request of the server's shared runtime names its page (request-page.ts).
  const page: PageSettings = {
    locale: () => (currentRequestPage() ?? ownPage).locale(),
    preview: () => (currentRequestPage() ?? ownPage).preview(),
  };
  const ownClients = apiClientsFetchLayer(
    {
      urls: config.urls,
      ...(config.gatewayPaths ? { gatewayPaths: config.gatewayPaths } : {}),
      locale: page.locale,
      preview: page.preview,
      fetch: environment.fetch,
    },
    // The personalised picks outlive the page in the environment's local storage.
    PersonalisedGamesStore.layerStorage(environment.localStorage),
  ).pipe(
    Layer.provide(Layer.mergeAll(Layer.succeed(PlatformScriptGlobal, environment.platformScript), Layer.succeed(ChatWidgetGlobal, environment.chatWidget))),
  );
  // On the server, the content every visitor sees alike comes from the server's shared answers.
  const clients = shared === null ? ownClients : sharedContentLayer(shared, page).pipe(Layer.provideMerge(ownClients));
  const runtime = ManagedRuntime.make(clients);
  return {
    run: async (effect, signal) => {
      // Each call starts in a task of its own: a player's login starts some twenty at once, which in
      // one task blocked a phone's main thread for 270 ms (4× CPU) before the first was sent.
      await environment.clock.nextTask();
      const exit = await runtime.runPromiseExit(effect, signal ? { signal } : undefined);
      if (Exit.isSuccess(exit)) return exit.value;
      // Squashed, an interruption is "All fibers interrupted without error": logged as a page's failure.
      if (signal?.aborted === true && Cause.hasInterruptsOnly(exit.cause)) throw new CallsStopped(signal.reason);
      throw Cause.squash(exit.cause);
    },
    prepare: async () => {
      await runtime.context();
    },
    dispose: () => runtime.dispose(),
  };
};
