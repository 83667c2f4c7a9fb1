// All games of the casino (`/vsechny-hry`): one virtualised grid of every non-live game.
import { msg } from '@lingui/core/macro';
import type { Route } from './+types/all-games-page.ts';
import { allGamesLoader } from '../../lobby/all-games-loader.server.ts';
import { AllGamesView } from '../../lobby/all-games-view.tsx';
import { seoMeta } from '../../catalogue/seo-head.ts';

export const loader = ({ context }: Route.LoaderArgs) => allGamesLoader(context, 'Casino', msg`Všechny hry`);

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function AllGamesPage({ loaderData }: Route.ComponentProps) {
  return <AllGamesView title={loaderData.heading} games={loaderData.games} filters={{ lobby: 'casino', activeCount: loaderData.activeFilters }} />;
}
