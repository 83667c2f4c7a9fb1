// A page's content view (part 2 §2) for the data layer, from the router's location, route id and
// params: core's event, with the route id's index suffix gone. Pushed by the page's provider
// (chrome/portal-system-provider.tsx) without the runtime, so that a visitor who leaves before it
// starts is counted too.
import { contentViewEvent, isRouteName, matchRoute, type AnalyticsEvent } from '@casino/core';
import type { PageView } from './browser-runtime.ts';

export const contentViewEventOf = ({ location, routeId, params }: PageView): AnalyticsEvent => {
  const id = routeId?.replace(/~\d+$/, '') ?? null;
  return contentViewEvent({
    fullPath: `${location.pathname}${location.search}${location.hash}`,
    routeName: isRouteName(id) ? id : null,
    params,
    query: Object.fromEntries(new URLSearchParams(location.search)),
    preview: matchRoute(location.pathname)?.preview ?? false,
  });
};
