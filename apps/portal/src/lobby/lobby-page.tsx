// The casino lobby (`/`, `/en`, `/preview`): the casino layout's widgets, rendered on the server
// from the demo platform's (or the operator's) APIs; the winners stream in after the first paint.
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { data } from 'react-router';
import { routePath } from '@casino/core';
import { lazyIsland } from '@casino/react-ui';
import type { Route } from './+types/lobby-page.ts';
import { LobbyLoadError, loadLobby } from './lobby-data.server.ts';
import { lobbyRequestOf } from './lobby-request.server.ts';
import type { LobbyWidgetsProps } from './lobby-widgets.tsx';
import { PageErrorIsland } from '../chrome/error-islands.ts';

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
  const fallbackTitle = i18n._(msg`Online kasino – automaty a živé kasino`);
  const providersHref = routePath('preview-providers', {}, { locale: lobby.locale, preview: lobby.preview });
  try {
    const loaded = await loadLobby(lobby, 'Casino');
    return { title: loaded.seoTitle ?? fallbackTitle, widgets: loaded.widgets, winners: loaded.winners, providersHref, errorKey: null };
  } catch (error) {
    if (!(error instanceof LobbyLoadError)) throw error;
    console.error('lobby: the platform did not answer', error.cause);
    return data({ title: fallbackTitle, widgets: [], winners: null, providersHref, errorKey: error.errorKey }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export default function Lobby({ loaderData }: Route.ComponentProps) {
  const { widgets, winners, providersHref, errorKey } = loaderData;
  if (errorKey !== null) return <PageErrorIsland heading={loaderData.title} errorKey={errorKey} />;
  return (
    <>
      <h1 className="casino-visually-hidden">
        <Trans>Kasino</Trans>
      </h1>
      <LobbyWidgetsIsland widgets={widgets} winners={winners} providersHref={providersHref} />
    </>
  );
}
