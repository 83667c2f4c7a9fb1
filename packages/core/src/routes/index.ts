// Routes of spec part 1 §2 and part 2 §2 (D10): the table, matching, building, redirects, personal
// categories and the native/embedded query flags.
export {
  ROUTES,
  PREVIEW_SEGMENT,
  isRouteName,
  routeDefinition,
  unprefixedRouteName,
  type RouteAuth,
  type RouteDefinition,
  type RouteName,
} from './route-table.ts';
export { MissingRouteParamError, type RouteParams } from './route-pattern.ts';
export { hasPreviewSegment, matchRoute, type RouteMatch } from './match-route.ts';
export { routePath, addPreviewSegment, type RoutePathOptions } from './route-path.ts';
export { stripLocalePrefix, addLocalePrefix, LOCALE_PREFIX_SEGMENT } from './locale-prefix.ts';
export { isAllGamesRoute, isPlayRoute, allGamesRouteName, lobbyOfRoute, requiresUser } from './route-kinds.ts';
export { redirectTarget } from './redirects.ts';
export { playRouteName, playRoutePath } from './play-route.ts';
export {
  PERSONAL_CATEGORY_SLUGS,
  PERSONAL_CATEGORY_KINDS,
  personalCategoryPath,
  personalCategoryRoute,
  personalCategoryKindBySlug,
  personalCategoryKindBySource,
  type PersonalCategoryKind,
  type PersonalCategoryPathOptions,
} from './personal-categories.ts';
export { modeQuery, nativeFlags, NATIVE_APP_NAME, type NativeFlags, type NativeCredentials } from './native-flags.ts';
export { completeNativeCredentials, type NativeCredentialsQuery } from './native-credentials.ts';
export { NATIVE_CREDENTIAL_PARAMS, nativeCredentialsOf, nativeHandoff } from './native-handoff.ts';
export { queryValue, type QueryInput, type QueryValue } from './query.ts';
export { safeRedirectTarget, redirectLocation, rootPathRedirect, type RedirectDestination, type SafeRedirectOptions } from './safe-redirect.ts';
