// The redirect routes of D10 (winners-redirect and /redirect/{page}/{select?}): core's
// redirectTarget says where; a helper that leads nowhere is a 404.
import { data, redirect } from 'react-router';
import { matchRoute, redirectTarget, stripLocalePrefix } from '@casino/core';
import type { Route } from './+types/redirect-route.ts';

export function loader({ request }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const match = matchRoute(pathname);
  const locale = stripLocalePrefix(pathname).locale;
  const target = match === null ? null : redirectTarget(match, locale === null ? {} : { locale });
  if (target === null) throw data(null, { status: 404 });
  return redirect(target);
}
