// My games (`/uzivatel/moje-hry`) and my live games (`/kasino-zive/uzivatel/moje-hry`; login
// required): a row per personal category with its link, filled in the browser after login
// (user/personal-page.tsx).
import type { Route } from './+types/my-games-page.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import { pageRequestOf } from '../../request-context.server.ts';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';
import { loadMyGamesPage } from '../../user/personal-page-data.server.ts';
import { MyGamesView } from '../../user/personal-page.tsx';

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadMyGamesPage(pageRequestOf(context), /\/kasino-zive\/uzivatel\//.test(new URL(request.url).pathname));

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function MyGamesPage({ loaderData }: Route.ComponentProps) {
  return <MyGamesView key={loaderData.live ? 'live' : 'casino'} data={loaderData} />;
}
