// Every address that is no route of core's table (part 1 §2: unknown paths give a 404 page, unless
// the route rules redirect the old address). The status is a real 404, not a 200 page that says so;
// the chrome draws the page.
import type { Route } from './+types/not-found-route.ts';
import { NotFoundPage } from '../../chrome/not-found-page.tsx';
import { notFoundLoader } from '../../routing/not-found-rules.server.ts';

export const loader = (args: Route.LoaderArgs) => notFoundLoader(args);

// The title is rendered by the component (React hoists <title>), translated by the page's i18n.
export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export default NotFoundPage;
