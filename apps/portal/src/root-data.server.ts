// The root's data (root-data.ts) made on the server by the root's loader from the request context.
// Every render runs that loader: an address React Router's splat cannot match is redirected first
// (server/router-matchable-request.ts), and a method it does not know is asked of it as a POST
// (server/page-methods.ts), so no error page is left without its words.
import type { Messages } from '@lingui/core';
import {
  COOKIE_CONSENT,
  COOKIE_NATIVE_LOGIN,
  COOKIE_PLAYER_ROWS_HINT,
  COOKIE_PLAYER_SESSION_HINT,
  COOKIE_REMEMBERED_USERNAME,
  grantedConsentGroups,
  type Locale,
} from '@casino/core';
import { chromeSettings } from './chrome/chrome-config.server.ts';
import { cookieValue } from './cookies.ts';
import { messagesText } from './i18n/messages-text.ts';
import { readPlayerRowsHint } from './lobby/player-rows/player-rows-hint.ts';
import type { RootData } from './root-data.ts';
import type { PortalConfig } from './runtime/portal-config.ts';
import { requestTheme } from './theme-cookie.ts';

export const rootDataOf = (request: Request, config: PortalConfig, locale: Locale, messages: Messages): RootData => {
  const { sentryDsn, supportUrl } = chromeSettings(config);
  const cookies = request.headers.get('Cookie');
  const mayHaveSession = [COOKIE_REMEMBERED_USERNAME, COOKIE_PLAYER_SESSION_HINT, COOKIE_NATIVE_LOGIN].some((name) => cookieValue(cookies, name) !== null);
  return {
    locale,
    theme: requestTheme(request),
    messages: messagesText(messages),
    client: { config, sentryDsn, supportUrl },
    mayHaveSession,
    heldPlayerRows: mayHaveSession ? readPlayerRowsHint(cookieValue(cookies, COOKIE_PLAYER_ROWS_HINT)) : [],
    consent: grantedConsentGroups(cookieValue(cookies, COOKIE_CONSENT)),
  };
};
