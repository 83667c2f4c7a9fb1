// The page that replaces a page whose chunk a new build removed (CHUNK-ERROR, part 2 §2): the update
// message, the way home and customer support; it goes to the site's origin after 10 s (the build
// watcher's redirect, or the page's own: chunk-error.ts).
import { useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { CHUNK_ERROR, ErrorKey } from '@casino/core';
import { ErrorPage } from '@casino/react-ui';
import { useRootData } from './portal-system-provider.tsx';
import { homeHref } from './locale-links.ts';
import { translateKey } from './error-messages.ts';
import { pageTitle } from '../page-title.ts';

export function UpdatePage() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const root = useRootData();
  const locale = root?.locale ?? 'cs';
  const title = t`Web jsme aktualizovali`;
  return (
    <>
      <title>{root ? pageTitle(title, root.client.config.siteName[locale]) : title}</title>
      <ErrorPage
        kind="update"
        status={CHUNK_ERROR}
        title={title}
        message={translateKey(i18n, ErrorKey.updateMessage)}
        homeHref={homeHref(pathname, locale)}
        homeLabel={translateKey(i18n, ErrorKey.goToHomepage)}
        {...(root?.client.supportUrl
          ? { support: { lead: translateKey(i18n, ErrorKey.orContactOur), label: translateKey(i18n, ErrorKey.customerSupport), href: root.client.supportUrl } }
          : {})}
      />
    </>
  );
}
