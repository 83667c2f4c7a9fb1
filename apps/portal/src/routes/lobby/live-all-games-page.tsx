// All live tables (`/kasino-zive/vsechny-hry`): one virtualised grid of every live and table game.
import { msg } from '@lingui/core/macro';
import { liveFlagUrls } from '@casino/core';
import type { Route } from './+types/live-all-games-page.ts';
import { allGamesLoader } from '../../lobby/all-games-loader.server.ts';
import { AllGamesView } from '../../lobby/all-games-view.tsx';
import { allGamesInBrowser, useAllGamesData } from '../../lobby/all-games-in-browser.ts';
import { LiveGameTile } from '../../lobby/live-feed/live-game-tile.tsx';
import { LiveTables } from '../../lobby/live-feed/live-tables.tsx';
import { seoMeta } from '../../catalogue/seo-head.ts';
import { pageRequestOf } from '../../request-context.server.ts';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

export const loader = async ({ context }: Route.LoaderArgs) => ({
  ...(await allGamesLoader(context, 'Live', msg`Všechny živé hry`)),
  liveFlags: liveFlagUrls(pageRequestOf(context).links.assetBase),
});

/** A filter change is answered in the browser while the filters panel holds its catalogue, with the tables' live state (all-games-in-browser.ts). */
export const clientLoader = async ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  (await allGamesInBrowser<Awaited<ReturnType<typeof serverLoader>>>('live', request)) ?? serverLoader();

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function LiveAllGamesPage({ loaderData }: Route.ComponentProps) {
  const data = useAllGamesData('live', loaderData);
  return (
    <LiveTables flagUrls={data.liveFlags}>
      <AllGamesView title={data.heading} games={data.games} filters={{ lobby: 'live', activeCount: data.activeFilters }} Tile={LiveGameTile} />
    </LiveTables>
  );
}
