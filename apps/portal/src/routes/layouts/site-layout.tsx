// The site's layout: its loader fetches the chrome's data on the server (menus, submenu, global
// settings; once per request) and the chrome (src/chrome/site-chrome.tsx) wraps the page. A page's
// failure is caught below it, by the page boundary (page-boundary.tsx), inside the chrome; its own
// error boundary is for the chrome's own failure: the error page without it. Game details open over
// any of its pages (game/game-details-host.tsx); a player's favourite hearts are on its pages' tiles.
import { Outlet } from 'react-router';
import { ErrorKey } from '@casino/core';
import type { Route } from './+types/site-layout.ts';
import { loadChromeData } from '../../chrome/chrome-data.server.ts';
import { chromeDataOf, chromeDataText } from '../../chrome/chrome-data-text.ts';
import { SiteChrome } from '../../chrome/site-chrome.tsx';
import { ChromeErrorPageIsland } from '../../chrome/error-islands.ts';
import { GAME_DETAILS_ROUTE, GameDetailsHost } from '../../game/game-details-host.tsx';
import { FavouriteCorner } from '../../favourites/favourite-corner.tsx';
import { siteLayoutShouldRevalidate } from '../../routing/route-revalidation.ts';
import { loadOrFail } from '../../page-failure.ts';
import { pageRequestOf } from '../../request-context.server.ts';
import { routeChunksContext } from '../../routing/route-chunks.ts';
import { CHROME_ROUTE_NAMES } from '../../routing/route-prefetch.tsx';
import '../../chrome/site-main.css';

/** The page boundary below the site layout (routes.ts): its chunks and the layout's are on every page of the chrome. */
const PAGE_BOUNDARY_ROUTE_ID = 'page-boundary-default';

export async function loader({ context }: Route.LoaderArgs) {
  const chrome = await loadOrFail('chrome', () => loadChromeData({ page: pageRequestOf(context) }), { fallback: ErrorKey.failedToFetchMenu });
  // The chrome's data as one text (chrome/chrome-data-text.ts); the route chunks as they are.
  const linked = [...chrome.casinoMenu, ...chrome.liveMenu, ...chrome.submenu].flatMap((link) =>
    link.external || link.routeName === null ? [] : [link.routeName],
  );
  const chunksOf = context.get(routeChunksContext);
  // Game details open over every page of the chrome: of their route's chunks, those this page has not.
  const inChrome = new Set(chunksOf([PAGE_BOUNDARY_ROUTE_ID]));
  return {
    chrome: chromeDataText(chrome),
    routeChunks: chunksOf([...CHROME_ROUTE_NAMES, ...linked]),
    detailsChunks: chunksOf([GAME_DETAILS_ROUTE]).filter((chunk) => !inChrome.has(chunk)),
  };
}

export const shouldRevalidate = siteLayoutShouldRevalidate;

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SiteChrome data={chromeDataOf(loaderData.chrome)} routeChunks={loaderData.routeChunks}>
      {/* A player's favourite hearts on every tile and in the details (favourites/favourite-corner.tsx). */}
      <FavouriteCorner>
        <Outlet />
        <GameDetailsHost routeChunks={loaderData.detailsChunks} />
      </FavouriteCorner>
    </SiteChrome>
  );
}

/** The chrome's own failure (its data, its render): the error page, in the chrome when its data is there. */
export function ErrorBoundary({ loaderData }: Route.ErrorBoundaryProps) {
  if (loaderData === undefined) {
    return (
      <main id="main" className="casino-main">
        <ChromeErrorPageIsland />
      </main>
    );
  }
  return (
    <SiteChrome data={chromeDataOf(loaderData.chrome)} routeChunks={loaderData.routeChunks}>
      <ChromeErrorPageIsland />
    </SiteChrome>
  );
}
