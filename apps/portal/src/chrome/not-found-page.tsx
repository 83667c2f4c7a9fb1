// The page-not-found screen (part 2 §2): the not-found picture, errors.page.page-not-found and the
// go-to-homepage button, in the site's chrome.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useRouteLoaderData } from 'react-router';
import { ErrorKey } from '@casino/core';
import { ErrorPage } from '@casino/react-ui';
import type { RootData } from '../root-data.ts';
import { homeHref } from './locale-links.ts';
import { translateKey } from './error-messages.ts';

export function NotFoundPage() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  const locale = useRouteLoaderData<RootData>('root')?.locale ?? 'cs';
  const title = i18n._(msg`Stránka nenalezena`);
  return (
    <>
      <title>{title}</title>
      <ErrorPage
        kind="not-found"
        status="404"
        title={title}
        message={translateKey(i18n, ErrorKey.pageNotFound)}
        homeHref={homeHref(pathname, locale)}
        homeLabel={translateKey(i18n, ErrorKey.goToHomepage)}
      />
    </>
  );
}
