// What every lobby page's loader needs from its request: the portal configuration, the language,
// the preview flag, the portal's origin, and the per-request i18n for titles.
import { setupI18n, type I18n } from '@lingui/core';
import type { RouterContextProvider } from 'react-router';
import { matchRoute } from '@casino/core';
import { loadMessages } from '../i18n/load-messages.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { portalConfigContext, sharedContentContext } from '../request-context.server.ts';
import type { LobbyRequest } from './lobby-data.server.ts';

export const lobbyRequestOf = async (
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ readonly lobby: LobbyRequest; readonly i18n: I18n }> => {
  const config = context.get(portalConfigContext);
  const url = new URL(request.url);
  const locale = requestLocale(request, config.defaultLocale);
  const preview = matchRoute(url.pathname)?.preview ?? false;
  const i18n = setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } });
  return { lobby: { config, locale, preview, origin: url.origin, signal: request.signal, sharedContent: context.get(sharedContentContext) }, i18n };
};
