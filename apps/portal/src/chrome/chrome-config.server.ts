// What the operator configures for the chrome (part 2 §2): the registration address, the sibling
// products of the header and bottom bar (poker, sport, lotto on the sports host), the app-store
// links of the native-app banner and the error-reporting DSN. Read from the server's environment,
// defaulting to addresses on the platform's origin; nothing here is a secret.
import type { PortalConfig } from '../runtime/portal-config.ts';

export interface ChromeSettings {
  readonly registerUrl: string;
  readonly pokerUrl: string;
  readonly sportsUrl: string;
  /** Lotto lives on the sports host under /loterie (part 2 §2). */
  readonly lottoUrl: string;
  readonly storeLinks: { readonly android: string; readonly ios: string };
  /** The frontend DSN of the error-reporting service; null turns reporting off. */
  readonly sentryDsn: string | null;
  /** The site's customer support (error page). */
  readonly supportUrl: string;
}

type Env = Readonly<Record<string, string | undefined>>;

const nonEmpty = (value: string | undefined): string | null => (value === undefined || value.trim() === '' ? null : value.trim());

export const chromeSettings = (config: PortalConfig, env: Env = process.env): ChromeSettings => {
  const platform = new URL(config.urls.gateway).origin;
  const sportsOrigin = (nonEmpty(env['SPORTS_ORIGIN']) ?? `${platform}/sport`).replace(/\/+$/, '');
  return {
    registerUrl: nonEmpty(env['REGISTER_URL']) ?? `${platform}/registrace`,
    pokerUrl: nonEmpty(env['POKER_URL']) ?? `${platform}/poker`,
    sportsUrl: sportsOrigin,
    lottoUrl: `${sportsOrigin}/loterie`,
    storeLinks: {
      android: nonEmpty(env['ANDROID_STORE_URL']) ?? 'https://play.google.com/store/apps/details?id=cz.casino.app',
      ios: nonEmpty(env['IOS_STORE_URL']) ?? 'https://apps.apple.com/cz/app/casino/id000000000',
    },
    sentryDsn: nonEmpty(env['SENTRY_DSN']),
    supportUrl: nonEmpty(env['SUPPORT_URL']) ?? `${platform}/podpora`,
  };
};
