// The casino lobby (`/`, `/en`, `/preview`): the casino layout's widgets, rendered on the server
// from the demo platform's (or the operator's) APIs; the winners stream in after the first paint.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { Route } from './+types/lobby-page.ts';
import { head } from '../../catalogue/catalogue-data.server.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import { loadLobby } from '../../lobby/lobby-data.server.ts';
import { lobbyWidgetsIsland } from '../../lobby/lobby-widgets-island.ts';
import { sentWidgets } from '../../lobby/widget-texts.ts';
import { linkTo } from '../../page-links.ts';
import { loadOrFail, UNEXPECTED_ERROR_KEY } from '../../page-failure.ts';
import { pageRequestOf } from '../../request-context.server.ts';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

// One statement that the client loader and the view share: React Router then keeps the loader in
// the page's chunk (a chunk of its own would be one more script to fetch and list on every page).
const { Island: LobbyWidgetsIsland, withWidgets } = lobbyWidgetsIsland;

/** A client navigation here waits for the widgets' script with the data: the page shows whole. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withWidgets(serverLoader);

export async function loader({ context }: Route.LoaderArgs) {
  const page = pageRequestOf(context);
  const { i18n } = page;
  const fallbackTitle = i18n._(msg`Kasino`);
  const providersHref = linkTo(page.links, 'preview-providers');
  const loaded = await loadOrFail('lobby', () => loadLobby(page, 'Casino'), { fallback: UNEXPECTED_ERROR_KEY });
  return { seo: head(page, loaded.seo, fallbackTitle), widgets: sentWidgets(loaded.widgets), winners: loaded.winners, providersHref };
}

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Lobby({ loaderData }: Route.ComponentProps) {
  const { widgets, winners, providersHref } = loaderData;
  return (
    <>
      <h1 className="casino-visually-hidden">
        <Trans>Kasino</Trans>
      </h1>
      <LobbyWidgetsIsland widgets={widgets} winners={winners} providersHref={providersHref} />
    </>
  );
}
