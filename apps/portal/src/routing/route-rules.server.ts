// The route-rules lookup of part 1 §2 for addresses that are no route of the site: the platform's
// Local API names a redirect target for an old address, core's safeRedirectTarget decides whether
// it may be followed (a path of the site, or an absolute URL only on an allowed host). The lookup
// runs on the request context's API, as every loader's calls do.
import { Effect } from 'effect';
import { LocalApi } from '@casino/api-clients';
import { redirectLocation, safeRedirectTarget } from '@casino/core';
import type { PageRequest } from '../request-context.server.ts';
import type { RoutingConfig } from './routing-config.ts';

export interface RouteRuleRequest {
  readonly page: Pick<PageRequest, 'run'>;
  readonly routing: RoutingConfig;
}

/** Lookups are keyed by the path alone; a path longer than this is no old address of anybody's. */
const MAX_RULE_PATH = 512;

/**
 * The Location an unknown path redirects to, or null: no rule, an unsafe target, a target that
 * is the path itself (a loop), or a platform that did not answer (then the visitor gets the 404).
 */
export const routeRuleLocation = async (pathname: string, request: RouteRuleRequest): Promise<string | null> => {
  if (pathname.length > MAX_RULE_PATH) return null;
  try {
    const target = await request.page.run(
      Effect.gen(function* () {
        const local = yield* LocalApi;
        return yield* local.routeRule(pathname);
      }),
    );
    if (target === null) return null;
    const destination = safeRedirectTarget(target, { allowedHosts: request.routing.redirectHosts });
    if (destination === null) {
      console.warn(`route rules: refused the target of ${pathname}: ${JSON.stringify(target)}`);
      return null;
    }
    if (destination.kind === 'internal' && destination.path.replace(/\/+$/, '') === pathname.replace(/\/+$/, '')) return null;
    return redirectLocation(destination);
  } catch (error) {
    console.error(`route rules: no answer for ${pathname}`, error);
    return null;
  }
};
