// A personal category (`/uzivatel/{slug}`, `/kasino-zive/uzivatel/{slug}`; login required): the
// server sends the lobby's games and the category's kind, the browser shows the player's games
// after login (user/personal-page.tsx). An unknown slug is a 404; a category the live route does not
// hold goes to its general address (user/personal-page-data.server.ts).
import type { Route } from './+types/personal-category-page.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import { pageRequestOf } from '../../request-context.server.ts';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';
import { loadPersonalCategoryPage } from '../../user/personal-page-data.server.ts';
import { PersonalCategoryView } from '../../user/personal-page.tsx';

export const loader = ({ context, params, request }: Route.LoaderArgs) =>
  loadPersonalCategoryPage(pageRequestOf(context), params.slug, /\/kasino-zive\/uzivatel\//.test(new URL(request.url).pathname));

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function PersonalCategoryPage({ loaderData }: Route.ComponentProps) {
  return <PersonalCategoryView key={loaderData.kind} data={loaderData} />;
}
