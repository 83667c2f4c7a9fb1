// The casino lobby (`/`, `/en`, `/preview`): the first game rows of the casino layout, rendered on
// the server from the demo platform's (or the operator's) APIs.
import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { data } from 'react-router';
import { matchRoute } from '@casino/core';
import { GameRow, GameTile } from '@casino/react-ui';
import type { Route } from './+types/lobby.ts';
import { loadMessages } from '../i18n/load-messages.ts';
import { requestLocale } from '../i18n/request-locale.ts';
import { portalConfigContext } from '../request-context.server.ts';
import { loadLobbyRows } from './lobby-data.server.ts';

/** Tiles of the first row that a 1280 px screen shows at once: loaded eagerly, the rest lazily. */
const EAGER_TILES = 6;

export async function loader({ request, context }: Route.LoaderArgs) {
  const config = context.get(portalConfigContext);
  const url = new URL(request.url);
  const locale = requestLocale(request, config.defaultLocale);
  const preview = matchRoute(url.pathname)?.preview ?? false;
  const i18n = setupI18n({ locale, messages: { [locale]: await loadMessages(locale) } });
  const title = i18n._(msg`Online kasino – automaty a živé kasino`);
  try {
    const rows = await loadLobbyRows({ config, locale, preview, origin: url.origin, signal: request.signal });
    return { title, rows };
  } catch (error) {
    console.error('lobby: the platform did not answer', error);
    throw data(null, { status: 503 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }];

export default function Lobby({ loaderData }: Route.ComponentProps) {
  const { rows } = loaderData;
  return (
    <>
      <h1 className="casino-visually-hidden">
        <Trans>Kasino</Trans>
      </h1>
      {rows.map((row, rowIndex) => (
        <GameRow key={row.id} title={row.title}>
          {row.tiles.map((tile, tileIndex) => (
            <GameTile
              key={tile.gameCode}
              name={tile.name}
              provider={tile.provider}
              href={tile.href}
              imageUrl={tile.imageUrl}
              width={tile.width}
              height={tile.height}
              eager={rowIndex === 0 && tileIndex < EAGER_TILES}
              highPriority={rowIndex === 0 && tileIndex === 0}
            />
          ))}
        </GameRow>
      ))}
    </>
  );
}
