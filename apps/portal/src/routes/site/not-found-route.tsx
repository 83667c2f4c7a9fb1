// Every address that is no route of core's table (part 1 §2: unknown paths give a 404 page, unless
// the route rules redirect the old address). The loader redirects or throws the real 404, which the
// page boundary shows as the one error page inside the chrome (page-failure.ts); there is no page of
// its own to render.
import type { Route } from './+types/not-found-route.ts';
import { notFoundLoader } from '../../routing/not-found-rules.server.ts';

export const loader = (args: Route.LoaderArgs) => notFoundLoader(args);

// A route with no component would be a resource route, whose thrown 404 answers its bare data
// instead of the error page: the loader never returns, so this is never drawn.
export default function NotFound() {
  return null;
}
