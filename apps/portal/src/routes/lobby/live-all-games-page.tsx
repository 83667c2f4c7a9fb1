// All live tables (`/kasino-zive/vsechny-hry`): one virtualised grid of every live and table game.
import { msg } from '@lingui/core/macro';
import type { Route } from './+types/live-all-games-page.ts';
import { allGamesLoader } from '../../lobby/all-games-loader.server.ts';
import { AllGamesView } from '../../lobby/all-games-view.tsx';
import { seoMeta } from '../../catalogue/seo-head.ts';

export const loader = ({ context }: Route.LoaderArgs) => allGamesLoader(context, 'Live', msg`Všechny živé hry`);

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function LiveAllGamesPage({ loaderData }: Route.ComponentProps) {
  return <AllGamesView title={loaderData.heading} games={loaderData.games} filters={{ lobby: 'live', activeCount: loaderData.activeFilters }} />;
}
