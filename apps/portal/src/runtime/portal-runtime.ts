// The portal's runtime: its configuration, the environment it runs in (a page or memory), the one
// Effect runtime of the clients, and the page's current locale and preview flag, which every call
// reads when it is made (a locale switch needs no new clients).
import type { Locale } from '@casino/core';
import { makeApiRunner, type ApiRunner } from './api-runner.ts';
import type { PortalEnvironment } from './environment/portal-environment.ts';
import type { PortalConfig } from './portal-config.ts';
import type { SharedContent } from './shared-content.ts';

export interface PortalPage {
  readonly locale: () => Locale;
  readonly preview: () => boolean;
  /** The native app's view (nativeapp=1): no player data, messages or timer. */
  readonly nativeView: boolean;
  /** The native view inside the product's own app: games go to the app by its link (part 2 §2). */
  readonly nativeLaunch: boolean;
  readonly setLocale: (locale: Locale) => void;
}

export interface PortalRuntime {
  readonly config: PortalConfig;
  readonly env: PortalEnvironment;
  readonly api: ApiRunner;
  readonly page: PortalPage;
  readonly dispose: () => Promise<void>;
}

export interface PortalRuntimeOptions {
  readonly config: PortalConfig;
  readonly environment: PortalEnvironment;
  readonly locale: Locale;
  readonly preview?: boolean;
  readonly nativeView?: boolean;
  readonly nativeLaunch?: boolean;
  /** The server's answers shared between requests (see shared-content.ts); none in the browser. */
  readonly sharedContent?: SharedContent | null;
}

export const createPortalRuntime = (options: PortalRuntimeOptions): PortalRuntime => {
  let locale = options.locale;
  const page: PortalPage = {
    locale: () => locale,
    preview: () => options.preview ?? false,
    nativeView: options.nativeView ?? false,
    nativeLaunch: options.nativeLaunch ?? false,
    setLocale: (next) => {
      locale = next;
    },
  };
  const api = makeApiRunner(options.config, options.environment, page, options.sharedContent ?? null);
  return { config: options.config, env: options.environment, api, page, dispose: api.dispose };
};
