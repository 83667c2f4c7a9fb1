// The redirect routes of D10 (winners-redirect and /redirect/{page}/{select?}): core's
// redirectTarget says where, and the target passes the same safety check as the route rules
// (a path of this site only: the helper never leaves the site); a helper that leads nowhere is a
// real 404, the one error page inside the chrome (page-failure.ts). The query of the request is
// carried over (campaign parameters survive the hop).
import { data, redirect } from 'react-router';
import { matchRoute, redirectLocation, redirectTarget, safeRedirectTarget, stripLocalePrefix } from '@casino/core';
import type { Route } from './+types/redirect-route.ts';
import { pageRequestOf } from '../../request-context.server.ts';

export function loader({ context }: Route.LoaderArgs) {
  const { pathname, search } = pageRequestOf(context).url;
  const match = matchRoute(pathname);
  const locale = stripLocalePrefix(pathname).locale;
  const target = match === null ? null : redirectTarget(match, locale === null ? {} : { locale });
  const destination = target === null ? null : safeRedirectTarget(target, { allowedHosts: [] });
  if (destination === null || destination.kind !== 'internal') throw data(null, { status: 404 });
  const location = redirectLocation(destination);
  return redirect(search === '' || location.includes('?') ? location : `${location}${search}`);
}

// A route with no component would be a resource route, whose thrown 404 answers its bare data (the
// text `null`) instead of the error page: the loader never returns, so this is never drawn.
export default function RedirectRoute() {
  return null;
}
