// The live-casino lobby (`/kasino-zive`): the live layout's widgets; live tables show as tiles with
// their catalogue data (the live feed's seats and dealers come with the live-feed issue).
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { data } from 'react-router';
import { routePath } from '@casino/core';
import { lazyIsland } from '@casino/react-ui';
import type { Route } from './+types/live-lobby-page.ts';
import { LobbyLoadError, loadLobby } from './lobby-data.server.ts';
import { lobbyRequestOf } from './lobby-request.server.ts';
import type { LobbyWidgetsProps } from './lobby-widgets.tsx';
import { PageErrorIsland } from '../chrome/error-islands.ts';
import './all-games-view.css';

// The widgets are an island (react-ui's lazyIsland): rendered whole by the server, their script
// (carousel, rows, tickers, winners) hydrates them after the page's first scripts.
const { Island: LobbyWidgetsIsland, preload: preloadWidgets } = lazyIsland<LobbyWidgetsProps>(() =>
  import('./lobby-widgets.tsx').then((module) => module.LobbyWidgets),
);

/** A client navigation here waits for the widgets' script with the data: the page shows whole. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const [loaded] = await Promise.all([serverLoader(), preloadWidgets()]);
  return loaded;
}
export async function loader({ request, context }: Route.LoaderArgs) {
  const { lobby, i18n } = await lobbyRequestOf(request, context);
  const fallbackTitle = i18n._(msg`Živé kasino – ruleta, blackjack a game show`);
  const providersHref = routePath('preview-providers', {}, { locale: lobby.locale, preview: lobby.preview });
  const allGamesHref = routePath('preview-live-casino-all-games', {}, { locale: lobby.locale, preview: lobby.preview });
  try {
    const loaded = await loadLobby(lobby, 'Live');
    return { title: loaded.seoTitle ?? fallbackTitle, widgets: loaded.widgets, winners: loaded.winners, providersHref, allGamesHref, errorKey: null };
  } catch (error) {
    if (!(error instanceof LobbyLoadError)) throw error;
    console.error('live lobby: the platform did not answer', error.cause);
    return data({ title: fallbackTitle, widgets: [], winners: null, providersHref, allGamesHref, errorKey: error.errorKey }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export default function LiveLobby({ loaderData }: Route.ComponentProps) {
  const { widgets, winners, providersHref, allGamesHref, errorKey } = loaderData;
  if (errorKey !== null) return <PageErrorIsland heading={loaderData.title} errorKey={errorKey} />;
  return (
    <>
      <div className="casino-live-lobby__head">
        <h1 className="casino-live-lobby__title">
          <Trans>Živé kasino</Trans>
        </h1>
        <a className="casino-live-lobby__all" href={allGamesHref}>
          <Trans>Všechny živé hry</Trans>
        </a>
      </div>
      <LobbyWidgetsIsland widgets={widgets} winners={winners} providersHref={providersHref} />
    </>
  );
}
