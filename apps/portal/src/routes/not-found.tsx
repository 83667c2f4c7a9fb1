// Every address that is no route of core's table (part 1 §2: unknown paths give a 404 page). The
// status is a real 404, not a 200 page that says so; the chrome draws the page.
import { data } from 'react-router';
import type { Route } from './+types/not-found.ts';
import { NotFoundPage } from '../chrome/not-found-page.tsx';

export function loader() {
  return data(null, { status: 404 });
}

// The title is rendered by the component (React hoists <title>), translated by the page's i18n.
export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

export default NotFoundPage;
