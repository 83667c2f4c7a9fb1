// The server's one Effect runtime of the api-clients, built once per process (its layers on the
// first call) and shared by every request: a request's calls name their locale and preview flag
// (request-page.ts) and stop with its signal. Building a runtime and its clients per request cost
// every render; nothing in these clients holds a visitor's state (no cookie jar: the server
// renders what a guest sees).
import { Effect } from 'effect';
import type { Locale } from '@casino/core';
import { makeApiRunner, type ApiServices } from './api-runner.ts';
import { createMemoryEnvironment } from './environment/memory-environment.ts';
import type { PortalConfig } from './portal-config.ts';
import { RequestPage } from './request-page.ts';
import type { SharedContent } from './shared-content.ts';

interface RequestCalls {
  readonly locale: Locale;
  readonly preview: boolean;
  readonly signal?: AbortSignal;
}

export interface ServerApi {
  /** Runs the calls of one request: its page's locale and preview flag, stopped by its signal. */
  readonly run: <A, E>(effect: Effect.Effect<A, E, ApiServices>, calls: RequestCalls) => Promise<A>;
  readonly dispose: () => Promise<void>;
}

export const createServerApi = (config: PortalConfig, sharedContent: SharedContent | null): ServerApi => {
  // The environment gives the clients fetch (no cookies) and nothing of a page: the origin is unused.
  const environment = createMemoryEnvironment({ origin: 'http://localhost' });
  const runner = makeApiRunner(config, environment, { locale: () => config.defaultLocale, preview: () => false }, sharedContent);
  return {
    run: (effect, { locale, preview, signal }) =>
      runner.run(Effect.provideService(effect, RequestPage, { locale: () => locale, preview: () => preview }), signal),
    dispose: runner.dispose,
  };
};
