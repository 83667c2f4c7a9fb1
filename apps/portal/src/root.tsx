// The document: <html lang dir data-theme> from the request (locale by D1, theme from its cookie),
// the head the routes describe, and a fresh Lingui i18n per render under an I18nProvider: nothing
// about a request survives it.
// The design tokens and base styles first: with the build's one stylesheet (cssCodeSplit off in
// vite.config.ts) every component's rules follow them.
import '@casino/react-ui/tokens.css';
import '@casino/react-ui/base.css';
import { useMemo, type ReactNode } from 'react';
import { setupI18n, type Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Links, Meta, Outlet, Scripts, redirect, useLocation, useRouteLoaderData } from 'react-router';
import { LOCALE_TAGS, type Locale, type ThemeOption } from '@casino/core';
import type { Route } from './+types/root.ts';
import { chromeSettings } from './chrome/chrome-config.server.ts';
import { ChromeErrorPageIsland } from './chrome/error-islands.ts';
import { PortalSystemProvider, type ClientSettings } from './chrome/portal-system-provider.tsx';
import { loadMessages } from './i18n/load-messages.ts';
import { LocaleHead } from './i18n/locale-head.tsx';
import { localeSwitchRedirect, requestLocale } from './i18n/request-locale.ts';
import { portalConfigContext } from './request-context.server.ts';
import { DocumentScrollRestoration } from './routing/scroll-restoration.tsx';
import { requestTheme } from './theme.ts';
// Defines the one Trusted Types policy (casino-html) before any page code can need it.
import './routing/trusted-types.client.ts';

export interface RootData {
  readonly locale: Locale;
  readonly theme: ThemeOption;
  // Messages lose their tuple types through the loader's serialisation (STACK.md): typed here again.
  readonly messages: Messages;
  /** What the browser's runtime needs (public addresses only) and the error-reporting DSN. */
  readonly client: ClientSettings;
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const switched = localeSwitchRedirect(request);
  if (switched !== null) throw redirect(switched.location, { headers: { 'Set-Cookie': switched.setCookie } });
  const config = context.get(portalConfigContext);
  const locale = requestLocale(request, config.defaultLocale);
  const { sentryDsn, supportUrl } = chromeSettings(config);
  const client: ClientSettings = { config, sentryDsn, supportUrl };
  return { locale, theme: requestTheme(request), messages: await loadMessages(locale), client };
}

export function Layout({ children }: { readonly children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  const { pathname } = useLocation();
  const locale = data?.locale ?? 'cs';
  const i18n = useMemo(() => setupI18n({ locale, messages: { [locale]: data?.messages ?? {} } }), [locale, data?.messages]);
  const tags = LOCALE_TAGS[locale];
  return (
    <html lang={tags.lang} dir={tags.dir} data-theme={data?.theme ?? 'dark'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <Meta />
        <LocaleHead pathname={pathname} locale={locale} />
        <Links />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          {/* Starts the browser's runtime once, after hydration (a client-only effect). */}
          <PortalSystemProvider settings={data?.client ?? null} locale={locale}>
            {children}
          </PortalSystemProvider>
        </I18nProvider>
        <DocumentScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** What shows when a page fails unexpectedly: the chrome's error page (status, message, go home). */
export function ErrorBoundary() {
  return <ChromeErrorPageIsland />;
}
