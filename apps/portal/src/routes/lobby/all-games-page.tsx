// All games of the casino (`/vsechny-hry`): one virtualised grid of every non-live game.
import { msg } from '@lingui/core/macro';
import type { Route } from './+types/all-games-page.ts';
import { allGamesLoader } from '../../lobby/all-games-loader.server.ts';
import { AllGamesView } from '../../lobby/all-games-view.tsx';
import { allGamesInBrowser, useAllGamesData } from '../../lobby/all-games-in-browser.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

export const loader = ({ context }: Route.LoaderArgs) => allGamesLoader(context, 'Casino', msg`Všechny hry`);

/** A filter change is answered in the browser while the filters panel holds its catalogue (all-games-in-browser.ts). */
export const clientLoader = async ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  (await allGamesInBrowser<Awaited<ReturnType<typeof serverLoader>>>('casino', request)) ?? serverLoader();

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function AllGamesPage({ loaderData }: Route.ComponentProps) {
  const data = useAllGamesData('casino', loaderData);
  return <AllGamesView title={data.heading} games={data.games} filters={{ lobby: 'casino', activeCount: data.activeFilters }} />;
}
