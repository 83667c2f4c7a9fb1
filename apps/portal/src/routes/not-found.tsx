// Every address that is no route of core's table (part 1 §2: unknown paths give a 404 page, unless
// the route rules redirect the old address). The status is a real 404, not a 200 page that says so.
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useLocation, useRouteLoaderData } from 'react-router';
import { NotFound } from '@casino/react-ui';
import type { Route } from './+types/not-found.ts';
import type { RootData } from '../root.tsx';
import { homeHref } from '../layouts/site-chrome.ts';
import { notFoundLoader } from '../routing/not-found.server.ts';

export const loader = (args: Route.LoaderArgs) => notFoundLoader(args);

// The title is rendered by the component (React hoists <title>), translated by the page's i18n.
export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export default function NotFoundPage() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const locale = useRouteLoaderData<RootData>('root')?.locale ?? 'cs';
  const title = i18n._(msg`Stránka nenalezena`);
  return (
    <>
      <title>{title}</title>
      <NotFound title={title} message={t`Tuto stránku jsme nenašli. Možná byla přesunuta nebo odstraněna.`} homeHref={homeHref(pathname, locale)} homeLabel={t`Zpět do lobby`} />
    </>
  );
}
