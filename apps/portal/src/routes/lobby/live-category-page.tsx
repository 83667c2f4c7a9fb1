// A live-casino category (`/kasino-zive/kategorie/:slug`): its tables in the virtualised grid; the
// title is the category's. An unknown slug is a 404.
import type { Route } from './+types/live-category-page.ts';
import { AllGamesView } from '../../lobby/all-games-view.tsx';
import { loadLiveCategory } from '../../lobby/all-games-data.server.ts';
import { loadOrFail, notFoundAnswer, UNEXPECTED_ERROR_KEY } from '../../page-failure.ts';
import { pageRequestOf } from '../../request-context.server.ts';

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = pageRequestOf(context);
  const category = await loadOrFail('live category', () => loadLiveCategory(page, params.slug), { fallback: UNEXPECTED_ERROR_KEY });
  if (category === null) throw notFoundAnswer();
  return { title: category.title, games: category.games };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export default function LiveCategoryPage({ loaderData }: Route.ComponentProps) {
  return <AllGamesView title={loaderData.title} games={loaderData.games} />;
}
