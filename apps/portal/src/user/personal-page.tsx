// A player's own pages in the browser (part 1 §2, part 2 §2–§4): a personal category's games in the
// catalogue's grid, and my games as the lobby's rows, one per category with its link. What the page
// shows comes after login (lobby/player-lists/use-player-lists.ts), inside the protected pages' guard (a visitor gets
// its login view: session/player-gate.tsx); a player whose lists are on their way reads a loading
// line, an empty category what to do. The tiles carry the
// favourite hearts like every tile (favourites/favourite-corner.tsx), so unfavouriting a game on
// the favourites page takes it off the page.
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PersonalCategoryKind } from '@casino/core';
import { GameRow, GameTile, Notice, PageHeader, TileGrid, type GameGridTile } from '@casino/react-ui';
import type { CompactGames } from '../lobby/compact-games.ts';
import { LiveGameTile } from '../lobby/live-feed/live-game-tile.tsx';
import { LiveTables } from '../lobby/live-feed/live-tables.tsx';
import { personalGameCodes } from '../lobby/player-lists/personal-games.ts';
import { PERSONAL_EMPTY, PERSONAL_TITLES } from './personal-texts.ts';
import { personalTiles } from '../lobby/player-lists/personal-tiles.ts';
import { usePlayerLists, type PlayerListsStatus } from '../lobby/player-lists/use-player-lists.ts';
import { usePersonalisedPicks } from './use-personalised-picks.ts';
import './personal-page.css';

interface LobbyPart {
  readonly games: CompactGames;
  readonly live: boolean;
  readonly liveFlags: Record<string, string> | null;
  readonly lobbyHref: string;
}

export interface PersonalCategoryData extends LobbyPart {
  readonly kind: PersonalCategoryKind;
  readonly title: string;
}

export interface MyGamesData extends LobbyPart {
  readonly title: string;
  readonly sections: readonly { readonly kind: PersonalCategoryKind; readonly href: string }[];
}

/** The first row of tiles on a 1280 px screen loads eagerly, the rest lazily. */
const EAGER_TILES = 6;
/** A my-games row shows this many; the category's link shows all. */
const ROW_TILES = 12;

export function PersonalCategoryView({ data }: { readonly data: PersonalCategoryData }) {
  const { i18n, t } = useLingui();
  const player = usePlayerLists([data.kind]);
  // The picks are the marketing service's, through the recommendations machine; the rest the player's lists.
  const picks = usePersonalisedPicks(data.kind === 'personalised');
  const status = data.kind === 'personalised' && player.status === 'ready' ? picks.status : player.status;
  const codes = data.kind === 'personalised' ? picks.codes : personalGameCodes(data.kind, player.lists);
  const tiles = codes === null ? [] : personalTiles(data.games, codes);
  return (
    <section className="casino-personal" aria-busy={status === 'loading' || status === 'pending'}>
      <PageHeader title={data.title} {...(status === 'ready' && tiles.length > 0 ? { detail: t`Počet her: ${tiles.length}` } : {})} />
      <PlayerOnly status={status}>
        {tiles.length === 0 ? (
          <Notice message={i18n._(PERSONAL_EMPTY[data.kind])} actionHref={data.lobbyHref} actionLabel={t`Do lobby`} />
        ) : (
          <LiveWhen data={data}>
            <TileGrid>
              {tiles.map((tile, index) => (
                <Tile key={tile.key} tile={tile} live={data.live} eager={index < EAGER_TILES} />
              ))}
            </TileGrid>
          </LiveWhen>
        )}
      </PlayerOnly>
    </section>
  );
}

export function MyGamesView({ data }: { readonly data: MyGamesData }) {
  const { i18n, t } = useLingui();
  const { status, lists } = usePlayerLists(data.sections.map((section) => section.kind));
  const rows = data.sections.map((section) => ({
    ...section,
    title: i18n._(PERSONAL_TITLES[section.kind]),
    tiles: personalTiles(data.games, personalGameCodes(section.kind, lists) ?? []),
  }));
  const shown = rows.filter((row) => row.tiles.length > 0);
  return (
    <section className="casino-personal" aria-busy={status === 'loading' || status === 'pending'}>
      <PageHeader title={data.title} />
      <PlayerOnly status={status}>
        {shown.length === 0 ? (
          <Notice
            message={t`Zatím tu nic nemáte. Přidejte si hry do oblíbených srdíčkem nebo si nějakou zahrajte.`}
            actionHref={data.lobbyHref}
            actionLabel={t`Do lobby`}
          />
        ) : (
          <LiveWhen data={data}>
            {shown.map((row, rowIndex) => {
              const rowTitle = row.title;
              return (
                <GameRow
                  key={row.kind}
                  title={row.title}
                  layout={data.live ? 'Landscape' : 'Default'}
                  moreHref={row.href}
                  moreLabel={t`Zobrazit vše`}
                  previousLabel={t`Posunout řadu ${rowTitle} zpět`}
                  nextLabel={t`Posunout řadu ${rowTitle} dál`}
                >
                  {row.tiles.slice(0, ROW_TILES).map((tile, index) => (
                    <Tile key={tile.key} tile={tile} live={data.live} eager={rowIndex === 0 && index < EAGER_TILES} />
                  ))}
                </GameRow>
              );
            })}
          </LiveWhen>
        )}
      </PlayerOnly>
    </section>
  );
}

function Tile({ tile: { key, ...tile }, live, eager }: { readonly tile: GameGridTile; readonly live: boolean; readonly eager: boolean }) {
  return live ? <LiveGameTile tileKey={key} gameCode={key} {...tile} eager={eager} /> : <GameTile gameCode={key} {...tile} eager={eager} />;
}

/** Live tables follow the live feed (open, seats, dealer) as in the live lobby. */
function LiveWhen({ data, children }: { readonly data: LobbyPart; readonly children: ReactNode }) {
  return data.live && data.liveFlags !== null ? <LiveTables flagUrls={data.liveFlags}>{children}</LiveTables> : <>{children}</>;
}

/** The page's content for a logged-in player whose lists are in; a word for everyone else. */
function PlayerOnly({ status, children }: { readonly status: PlayerListsStatus; readonly children: ReactNode }) {
  const { t } = useLingui();
  switch (status) {
    case 'pending':
    case 'loading':
      return <p className="casino-personal__loading">{t`Načítání…`}</p>;
    case 'guest':
      // Only for the moment before the guard turns to its login view (a session that just ended).
      return null;
    case 'failed':
      return <Notice tone="error" message={t`Vaše hry se nepodařilo načíst. Zkuste to znovu z oznámení.`} />;
    case 'ready':
      return <>{children}</>;
  }
}
