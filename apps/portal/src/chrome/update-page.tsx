// The page that replaces a page whose chunk a new build removed (CHUNK-ERROR, part 2 §2): the update
// message, the way home and customer support; it goes to the site's origin after 10 s (the build
// watcher's redirect, or the page's own: chunk-error-redirect.ts).
import { useLingui } from '@lingui/react/macro';
import { useLocation, useRouteLoaderData } from 'react-router';
import { ErrorKey } from '@casino/core';
import { ErrorPage } from '@casino/react-ui';
import type { RootData } from '../root-data.ts';
import { homeHref } from './locale-links.ts';
import { translateKey } from './error-messages.ts';

export interface UpdatePageProps {
  readonly statusMessage: string;
  readonly messageKey: string;
}

export function UpdatePage({ statusMessage, messageKey }: UpdatePageProps) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const root = useRouteLoaderData<RootData>('root');
  const locale = root?.locale ?? 'cs';
  return (
    <>
      <title>{t`Web jsme aktualizovali`}</title>
      <ErrorPage
        kind="update"
        status={statusMessage}
        title={t`Web jsme aktualizovali`}
        message={translateKey(i18n, messageKey)}
        homeHref={homeHref(pathname, locale)}
        homeLabel={translateKey(i18n, ErrorKey.goToHomepage)}
        {...(root?.client.supportUrl
          ? { support: { lead: translateKey(i18n, ErrorKey.orContactOur), label: translateKey(i18n, ErrorKey.customerSupport), href: root.client.supportUrl } }
          : {})}
      />
    </>
  );
}
