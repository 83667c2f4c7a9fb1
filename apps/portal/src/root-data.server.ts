// The root's data (root-data.ts) made on the server, one way for both renders that need it: the
// root's loader (from the request context) and a render no loader ran for (an address React Router
// matched no route of, a method it does not take: entry.server.tsx), which would otherwise show
// its error page without words (message ids), in the default language, without the support link.
import type { Messages } from '@lingui/core';
import type { RouterContextProvider } from 'react-router';
import type { Locale } from '@casino/core';
import { chromeSettings } from './chrome/chrome-config.server.ts';
import { loadMessages } from './i18n/load-messages.ts';
import { pageLocale } from './i18n/request-locale.ts';
import { pageAddressOf } from './page-address.ts';
import type { RootData } from './root-data.ts';
import { portalConfigContext } from './request-context.server.ts';
import type { PortalConfig } from './runtime/portal-config.ts';
import { requestTheme } from './theme-cookie.ts';

export const rootDataOf = (request: Request, config: PortalConfig, locale: Locale, messages: Messages): RootData => {
  const { sentryDsn, supportUrl } = chromeSettings(config);
  return { locale, theme: requestTheme(request), messages, client: { config, sentryDsn, supportUrl } };
};

/** The root's data for a render whose root loader did not run: the language of the address, as the request context decides it. */
export const rootDataWithoutLoader = async (request: Request, context: Pick<RouterContextProvider, 'get'>): Promise<RootData> => {
  const config = context.get(portalConfigContext);
  const locale = pageLocale(pageAddressOf(new URL(request.url)).pathname, config.defaultLocale);
  return rootDataOf(request, config, locale, await loadMessages(locale));
};
