// An all-games page's body: its heading with the number of games and the virtualised grid.
import { useMemo } from 'react';
import { Plural, useLingui } from '@lingui/react/macro';
import { GameGrid } from '@casino/react-ui';
import { useRestoreScrollWhenLaidOut } from '../routing/scroll-restoration.ts';
import { readCompactGames, type CompactGames } from './compact-games.ts';
import './all-games-view.css';

export function AllGamesView({ title, games }: { readonly title: string; readonly games: CompactGames }) {
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
      <GameGrid count={count} tileAt={columns.tileAt} label={t`Hry: ${title}`} onLaidOut={restoreScroll} />
    </>
  );
}
