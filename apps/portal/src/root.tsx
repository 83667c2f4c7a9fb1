// The document: <html lang dir data-theme> from the request (locale by its address, theme from its cookie),
// the head the routes describe, and a fresh Lingui i18n per render under an I18nProvider: nothing
// about a request survives it.
// The design tokens and base styles first: with the build's one stylesheet (cssCodeSplit off in
// vite.config.ts) every component's rules follow them.
import '@casino/react-ui/tokens.css';
import '@casino/react-ui/base.css';
import { useMemo, type ReactNode } from 'react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, redirect, useLocation, useRouteLoaderData } from 'react-router';
import { LOCALE_TAGS } from '@casino/core';
import type { Route } from './+types/root.ts';
import { ChromeErrorPageIsland } from './chrome/error-islands.ts';
import { PortalSystemProvider } from './chrome/portal-system-provider.tsx';
import { LocaleHead } from './i18n/locale-head.tsx';
import { messagesOfText } from './i18n/messages-text.ts';
import { localeSwitchRedirect } from './i18n/request-locale.ts';
import type { RootData } from './root-data.ts';
import { rootDataOf } from './root-data.server.ts';
import { pageRequestMiddleware, pageRequestOf } from './request-context.server.ts';
import { rootShouldRevalidate } from './routing/route-revalidation.ts';
import { SCROLL_POSITIONS_KEY } from './routing/scroll-positions-key.ts';
// Defines the one Trusted Types policy (casino-html) before any page code can need it.
import './routing/trusted-types.client.ts';

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/** The request context (request-context.server.ts), made once before every loader of the request. */
export const middleware: Route.MiddlewareFunction[] = [pageRequestMiddleware];

export function loader({ request, context }: Route.LoaderArgs): RootData {
  const { config, locale, messages, url } = pageRequestOf(context);
  const switched = localeSwitchRedirect(url);
  if (switched !== null) throw redirect(switched.location, { headers: { 'Set-Cookie': switched.setCookie } });
  return rootDataOf(request, config, locale, messages);
}

/** The root's data (locale, theme, messages, settings) does not change with the applied filters. */
export const shouldRevalidate = rootShouldRevalidate;

export function Layout({ children }: { readonly children: ReactNode }) {
  // Undefined only where the root's own loader failed: the root's boundary then shows the error page without it.
  const data = useRouteLoaderData<RootData>('root') ?? null;
  const { pathname } = useLocation();
  const locale = data?.locale ?? 'cs';
  const messages = data?.messages;
  // The same text on every revalidation (a string, compared by value): the i18n stays the same.
  const i18n = useMemo(() => setupI18n({ locale, messages: { [locale]: messages === undefined ? {} : messagesOfText(messages) } }), [locale, messages]);
  const tags = LOCALE_TAGS[locale];
  return (
    // The head's tab-mode script may add data-tab-mode before hydration (html/tab-mode-script.ts).
    <html lang={tags.lang} dir={tags.dir} data-theme={data?.theme ?? 'dark'} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* The first paint waits until the chrome above the page is parsed: a paint made while the
            parser was inside the header (a slow phone, a busy machine) showed it half built, and the
            rest of it then shifted what was drawn. */}
        <link rel="expect" href="#main" blocking="render" />
        <Meta />
        <LocaleHead pathname={pathname} locale={locale} />
        <Links />
      </head>
      <body>
        <I18nProvider i18n={i18n}>
          {/* Starts the browser's runtime once, after hydration (a client-only effect); hands the root's data on. */}
          <PortalSystemProvider root={data}>{children}</PortalSystemProvider>
        </I18nProvider>
        {/* React Router's own: it takes the CSP nonce from the server render, as <Scripts/> does. */}
        <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** What fails outside the site layout (the root's own loader, the game-play layout): the error page without the chrome. */
export function ErrorBoundary() {
  return (
    <main id="main">
      <ChromeErrorPageIsland />
    </main>
  );
}
