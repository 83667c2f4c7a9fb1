// A live-casino category (`/kasino-zive/kategorie/:slug`): its tables in the virtualised grid; the
// title is the category's. An unknown slug is a 404.
import { liveFlagUrls } from '@casino/core';
import type { Route } from './+types/live-category-page.ts';
import { head } from '../../catalogue/catalogue-data.server.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import { AllGamesView } from '../../lobby/all-games-view.tsx';
import { LiveGameTile } from '../../lobby/live-feed/live-game-tile.tsx';
import { LiveTables } from '../../lobby/live-feed/live-tables.tsx';
import { loadLiveCategory } from '../../lobby/all-games-data.server.ts';
import { loadOrFail, notFoundAnswer, UNEXPECTED_ERROR_KEY } from '../../page-failure.ts';
import { pageRequestOf } from '../../request-context.server.ts';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = pageRequestOf(context);
  const category = await loadOrFail('live category', () => loadLiveCategory(page, params.slug), { fallback: UNEXPECTED_ERROR_KEY });
  if (category === null) throw notFoundAnswer();
  return { seo: head(page, category.seo, category.title), title: category.title, games: category.games, liveFlags: liveFlagUrls(page.links.assetBase) };
}

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function LiveCategoryPage({ loaderData }: Route.ComponentProps) {
  return (
    <LiveTables flagUrls={loaderData.liveFlags}>
      <AllGamesView title={loaderData.title} games={loaderData.games} Tile={LiveGameTile} />
    </LiveTables>
  );
}
