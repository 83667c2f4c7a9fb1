// An all-games page's body: its heading with the number of games and the virtualised grid.
import { useMemo, type ComponentType } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { GameGrid, type GameTileProps } from '@casino/react-ui';
import { useRestoreScrollWhenLaidOut } from '../routing/scroll-restoration.ts';
import { readCompactGames, type CompactGames } from './compact-games.ts';
import './all-games-view.css';

export interface AllGamesViewProps {
  readonly title: string;
  readonly games: CompactGames;
  /** Draws a tile: the live pages' follows its table (live-feed/live-game-tile.tsx). */
  readonly Tile?: ComponentType<GameTileProps & { readonly tileKey: string }>;
}

export function AllGamesView({ title, games, Tile }: AllGamesViewProps) {
  const { t } = useLingui();
  const columns = useMemo(() => readCompactGames(games), [games]);
  const count = columns.count;
  const restoreScroll = useRestoreScrollWhenLaidOut();
  return (
    <>
      <div className="casino-all-games__head">
        <h1 className="casino-all-games__title">{title}</h1>
        <p className="casino-all-games__count">
          <Plural value={count} one="# hra" few="# hry" many="# hry" other="# her" />
        </p>
      </div>
      <GameGrid count={count} tileAt={columns.tileAt} label={t`Hry: ${title}`} onLaidOut={restoreScroll} {...(Tile ? { Tile } : {})} />
    </>
  );
}
