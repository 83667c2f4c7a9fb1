// What the page's chrome gets of the browser runtime once it has started (start-browser-runtime.ts):
// types only, so the chrome's first scripts carry none of the runtime's code.
import type { ActorRefFrom, InputFrom } from 'xstate';
import type { ConsentGroup, Locale } from '@casino/core';
import type { buildUpdate } from '@casino/machines';
import type { RequestDevice } from '../../device.ts';
import type { provideBanner } from '../banner.ts';
import type { PortalConfig } from '../portal-config.ts';
import type { PortalRuntime } from '../portal-runtime.ts';
import type { PortalSystem } from '../root/portal-system.ts';
import type { CookieConsentTexts } from '../mini-frontends/cookie-consent.ts';
import type { LoginDialogTexts } from '../mini-frontends/login-dialog.ts';

export interface ClientSettings {
  readonly config: PortalConfig;
  readonly sentryDsn: string | null;
  /** Customer support, linked from the error page. */
  readonly supportUrl: string;
}

export type BannerActor = ActorRefFrom<ReturnType<typeof provideBanner>>;
type BannerInput = InputFrom<ReturnType<typeof provideBanner>>;

interface ExternalValue<T> {
  readonly current: () => T;
  readonly subscribe: (changed: () => void) => () => void;
}

export interface PageView {
  readonly location: { readonly pathname: string; readonly search: string; readonly hash: string };
  readonly routeId: string | null;
  readonly params: Readonly<Record<string, string | undefined>>;
}

export interface BrowserRuntime {
  readonly runtime: PortalRuntime;
  readonly system: PortalSystem;
  readonly device: RequestDevice;
  /** The native-app banner's machine (it lives in the runtime's chunk, with XState). */
  readonly startBanner: (input: BannerInput) => BannerActor;
  /** The build watcher's update page (after a chunk error), or null: what the site chrome shows in <main>. */
  readonly updatePage: ExternalValue<buildUpdate.BuildUpdateView['errorPage']>;
  /** The login dialog's words in the page's language (the chrome keeps them current). */
  readonly setLoginDialogTexts: (texts: LoginDialogTexts) => void;
  /** The cookie banner's words in the page's language (the chrome keeps them current). */
  readonly setCookieConsentTexts: (texts: CookieConsentTexts) => void;
}

/** How the page starts it: its settings and language, and the router's navigate and refetch. */
export interface BrowserRuntimeStart {
  readonly settings: ClientSettings;
  readonly locale: Locale;
  /** The groups the document's request granted by its consent cookie, or null: the visitor has not chosen. */
  readonly consent: readonly ConsentGroup[] | null;
  readonly navigate: (path: string) => void;
  readonly refetch: () => void;
}

export interface StartedBrowserRuntime extends BrowserRuntime {
  readonly stop: () => void;
}
