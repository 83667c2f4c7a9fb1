// A live-casino category (`/kasino-zive/kategorie/:slug`): its tables in the virtualised grid; the
// title is the category's. An unknown slug is a 404.
import { msg } from '@lingui/core/macro';
import { data } from 'react-router';
import type { Route } from './+types/live-category-page.ts';
import { AllGamesView } from '../../lobby/all-games-view.tsx';
import { loadLiveCategory } from '../../lobby/all-games-data.server.ts';
import { PageFailure } from '../../page-failure.ts';
import { pageRequestOf } from '../../request-context.server.ts';
import { PageErrorIsland } from '../../chrome/error-islands.ts';

export async function loader({ context, params }: Route.LoaderArgs) {
  const page = pageRequestOf(context);
  try {
    const category = await loadLiveCategory(page, params.slug);
    if (category === null) throw data(null, { status: 404 });
    return { title: category.title, games: category.games, errorKey: null };
  } catch (error) {
    if (!(error instanceof PageFailure)) throw error;
    console.error('live category: the platform did not answer', error.cause);
    return data({ title: page.i18n._(msg`Živé kasino`), games: null, errorKey: error.errorKey }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export default function LiveCategoryPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.games === null) return <PageErrorIsland heading={loaderData.title} errorKey={loaderData.errorKey ?? ''} />;
  return <AllGamesView title={loaderData.title} games={loaderData.games} />;
}
