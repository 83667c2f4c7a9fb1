// The error page (part 2 §2 "Error page"), what every error boundary shows: the not-found picture
// for a 404, the update page after a chunk-load error (it goes to the site's origin after 10 s:
// chunk-error.ts), and for a failed page its status and the spec's key in words (page-failure.ts),
// with the stack only in development. Go home and customer support on each; never indexed. The page
// boundary shows it inside the chrome (routes/layouts/page-boundary.tsx); the site layout's and the
// root's boundaries without it.
import { useLingui } from '@lingui/react/macro';
import { useLocation, useRouteError } from 'react-router';
import { ErrorKey } from '@casino/core';
import { ErrorPage } from '@casino/react-ui';
import { useRootData } from './portal-system-provider.tsx';
import { homeHref } from './locale-links.ts';
import { isChunkLoadError, useChunkErrorRedirect } from './chunk-error.ts';
import { errorPageView } from './error-boundary-view.ts';
import { pageTitle } from '../page-title.ts';
import { translateKey } from './error-messages.ts';

export function ChromeErrorPage() {
  const error = useRouteError();
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const root = useRootData();
  const locale = root?.locale ?? 'cs';
  const chunkError = isChunkLoadError(error);
  useChunkErrorRedirect(chunkError);
  const view = errorPageView(error, { chunkError, development: import.meta.env.DEV });
  const title = view.kind === 'update' ? t`Web jsme aktualizovali` : view.kind === 'not-found' ? t`Stránka nenalezena` : t`Něco se pokazilo`;
  return (
    <div className="casino-page-failure" data-error-key={view.errorKey}>
      <title>{root ? pageTitle(title, root.client.config.siteName[locale]) : title}</title>
      <meta name="robots" content="noindex, nofollow" />
      <ErrorPage
        kind={view.kind}
        status={view.status}
        title={title}
        message={translateKey(i18n, view.errorKey)}
        homeHref={homeHref(pathname, locale)}
        homeLabel={translateKey(i18n, ErrorKey.goToHomepage)}
        {...(root?.client.supportUrl
          ? { support: { lead: translateKey(i18n, ErrorKey.orContactOur), label: translateKey(i18n, ErrorKey.customerSupport), href: root.client.supportUrl } }
          : {})}
        stack={view.detail === null ? null : (view.detail.stack ?? view.detail.message)}
      />
    </div>
  );
}
