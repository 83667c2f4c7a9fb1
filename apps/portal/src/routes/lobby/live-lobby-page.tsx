// The live-casino lobby (`/kasino-zive`): the live layout's widgets; live tables show as tiles with
// their catalogue data, and once the page is open the live feed's state over them (seats, dealer,
// open or closed, language: lobby/live-feed/).
import { msg } from '@lingui/core/macro';
import { liveFlagUrls } from '@casino/core';
import { Trans } from '@lingui/react/macro';
import type { Route } from './+types/live-lobby-page.ts';
import { head } from '../../catalogue/catalogue-data.server.ts';
import { seoMeta } from '../../catalogue/seo-head.ts';
import { loadLobby } from '../../lobby/lobby-data.server.ts';
import { LiveGameTile } from '../../lobby/live-feed/live-game-tile.tsx';
import { LiveTables } from '../../lobby/live-feed/live-tables.tsx';
import { lobbyWidgetsIsland } from '../../lobby/lobby-widgets-island.ts';
import { sentWidgets } from '../../lobby/widget-texts.ts';
import { linkTo } from '../../page-links.ts';
import { loadOrFail, UNEXPECTED_ERROR_KEY } from '../../page-failure.ts';
import { pageRequestOf } from '../../request-context.server.ts';
import '../../lobby/all-games-view.css';
import { pageShouldRevalidate } from '../../routing/route-revalidation.ts';

// One statement that the client loader and the view share: React Router then keeps the loader in
// the page's chunk (a chunk of its own would be one more script to fetch and list on every page).
const { Island: LobbyWidgetsIsland, withWidgets } = lobbyWidgetsIsland;

/** A client navigation here waits for the widgets' script with the data: the page shows whole. */
export const clientLoader = ({ serverLoader }: Route.ClientLoaderArgs) => withWidgets(serverLoader);

export async function loader({ context }: Route.LoaderArgs) {
  const page = pageRequestOf(context);
  const { i18n } = page;
  const fallbackTitle = i18n._(msg`Živé kasino`);
  const providersHref = linkTo(page.links, 'preview-providers');
  const allGamesHref = linkTo(page.links, 'preview-live-casino-all-games');
  const loaded = await loadOrFail('live lobby', () => loadLobby(page, 'Live'), { fallback: UNEXPECTED_ERROR_KEY });
  return {
    seo: head(page, loaded.seo, fallbackTitle),
    widgets: sentWidgets(loaded.widgets),
    winners: loaded.winners,
    providersHref,
    allGamesHref,
    liveFlags: liveFlagUrls(page.links.assetBase),
  };
}

export const shouldRevalidate = pageShouldRevalidate;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function LiveLobby({ loaderData }: Route.ComponentProps) {
  const { widgets, winners, providersHref, allGamesHref, liveFlags } = loaderData;
  return (
    <LiveTables flagUrls={liveFlags}>
      <div className="casino-live-lobby__head">
        <h1 className="casino-live-lobby__title">
          <Trans>Živé kasino</Trans>
        </h1>
        <a className="casino-live-lobby__all casino-tap-line" href={allGamesHref}>
          <Trans>Všechny živé hry</Trans>
        </a>
      </div>
      <LobbyWidgetsIsland widgets={widgets} winners={winners} providersHref={providersHref} Tile={LiveGameTile} />
    </LiveTables>
  );
}
