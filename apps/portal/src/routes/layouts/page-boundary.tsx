// Between the site layout and each of its pages: every page's failure is caught here, below the
// chrome (page-failure.ts). A failure caught at a route does not run that route's loader, and
// React Router runs the loaders above it only: caught at the site layout, a page asked with a
// method it does not take (405) or a loader's failure lost the chrome's data; caught here, the
// site layout's loader has run and the error page shows inside the header and menus. The site
// layout's own boundary is left for the chrome's own failure.
import { Outlet } from 'react-router';
import { ChromeErrorPageIsland } from '../../chrome/error-islands.ts';

export default function PageBoundary() {
  return <Outlet />;
}

/** Every page's failure and 404: the one error page, in the chrome. */
export function ErrorBoundary() {
  return <ChromeErrorPageIsland />;
}
