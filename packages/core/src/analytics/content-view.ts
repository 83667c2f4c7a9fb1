// The route-change tracker's content view (part 2 §2): full path, the route name without its
// `preview-` prefix ('error' when there is no name string, as on the error page), params and query;
// a falsy preview flag is left out.
import { unprefixedRouteName } from '../routes/route-table.ts';
import { AnalyticsEventName, type AnalyticsEvent } from './analytics-event.ts';

export interface ContentViewInput {
  readonly fullPath: string;
  /** The matched route's name; anything that is not a string (no match, the error page) reports 'error'. */
  readonly routeName: unknown;
  readonly params: Readonly<Record<string, unknown>>;
  readonly query: Readonly<Record<string, unknown>>;
  readonly preview?: boolean | string | null;
}

export interface ContentViewEvent extends AnalyticsEvent {
  readonly event: typeof AnalyticsEventName.contentView;
  readonly full_path: string;
  readonly route_name: string;
  readonly params: Readonly<Record<string, unknown>>;
  readonly query: Readonly<Record<string, unknown>>;
  readonly preview?: true;
}

export const ERROR_ROUTE_NAME = 'error';

export const contentViewEvent = ({ fullPath, routeName, params, query, preview }: ContentViewInput): ContentViewEvent => {
  // Routers put the optional preview segment into params; an empty one says nothing.
  const { preview: previewParam, ...otherParams } = params;
  return {
    event: AnalyticsEventName.contentView,
    full_path: fullPath,
    route_name: typeof routeName === 'string' ? unprefixedRouteName(routeName) : ERROR_ROUTE_NAME,
    params: previewParam ? params : otherParams,
    query: { ...query },
    ...(preview ? { preview: true as const } : {}),
  };
};
