// What an operator configures: where each backend lives and the site's own settings. The defaults
// point every backend at the embedded demo platform; an operator points them at real hosts.
import { urlsForOrigin, type ApiUrls, type GatewayPaths } from '@casino/api-clients';
import { BasePath, CHAT_WIDGET_SCRIPT_PATH, NATIVE_APP_NAME, type Locale } from '@casino/core';

export interface PortalConfig {
  readonly urls: ApiUrls;
  readonly gatewayPaths?: Partial<GatewayPaths>;
  /** The site's language when the visitor names none (Czech for the demo's operator). */
  readonly defaultLocale: Locale;
  /** Where the panic button and a self-exclusion send the player. */
  readonly responsibleGamingUrl: string;
  /** The prematch host of the old my-account pages (the frame posts close-modal from there). */
  readonly myAccountOrigin: string;
  /** The game-mode host: a touch device opens the account and deposit pages there, as pages (part 2 §2). */
  readonly gameModeHost: string;
  /**
   * Redirect-to-account mode (part 2 §2): the header offers Logout only in it; otherwise the
   * operator's account pages are where a player logs out.
   */
  readonly redirectToAccount: boolean;
  /** The gaming platform's browser script (installs window.casinoPlatform), loaded when the runtime starts. */
  readonly platformScriptUrl: string;
  /**
   * The chat provider's browser script (installs window.casinoChat), loaded only when the chat is
   * first wanted: a click on the chat button, or a player's login (the unread badge).
   */
  readonly chatScriptUrl: string;
  /** The prematch endpoint: the mini-frontends' manifests are at `{prematchEndpoint}/fe/{name}/manifest.json`. */
  readonly prematchEndpoint: string;
  /** The country the live winners are asked for. */
  readonly liveWinnersCountry: string;
  readonly webMessagesEnabled: boolean;
  /** The build this page was served from (builds/latest.json is compared with it). */
  readonly buildId: string;
  /** The site's name in each language: the end of every page's title (page-title.ts). */
  readonly siteName: Readonly<Record<Locale, string>>;
  /**
   * The product's native app (part 1 §2, part 2 §2): the `app` query value that names it, and where
   * a native launch sends games (its scheme and the casino's place in it: casinoapp://kasino/play/{game}).
   */
  readonly nativeApp: NativeAppConfig;
}

export interface NativeAppConfig {
  readonly name: string;
  readonly scheme: string;
  readonly location: string;
}

/** The demo operator's name, as its seo records write it. */
export const DEMO_SITE_NAME: Readonly<Record<Locale, string>> = { cs: 'Kasino Demo', en: 'Casino Demo' };

/** Every backend on one origin: the demo platform's layout. */
export const demoPortalConfig = (platformOrigin: string, overrides: Partial<PortalConfig> = {}): PortalConfig => ({
  urls: urlsForOrigin(platformOrigin),
  defaultLocale: 'cs',
  responsibleGamingUrl: `${platformOrigin}/responsible-gaming`,
  myAccountOrigin: platformOrigin,
  gameModeHost: platformOrigin + BasePath.gameModeHost,
  redirectToAccount: true,
  platformScriptUrl: platformOrigin + BasePath.platformScript,
  chatScriptUrl: platformOrigin + CHAT_WIDGET_SCRIPT_PATH,
  prematchEndpoint: platformOrigin,
  liveWinnersCountry: 'CZ',
  webMessagesEnabled: true,
  buildId: 'dev',
  siteName: DEMO_SITE_NAME,
  nativeApp: { name: NATIVE_APP_NAME, scheme: 'casinoapp://', location: 'kasino' },
  ...overrides,
});
