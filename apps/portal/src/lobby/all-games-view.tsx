// An all-games page's body: its heading with the number of games, the Filters button (on the
// lobbies' all-games pages) and the virtualised grid of the games the address's filters leave.
import { useContext, useMemo, type ComponentType } from 'react';
import { Link } from 'react-router';
import { select } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatCount, pluralCategory, type Lobby, type Locale } from '@casino/core';
import { GameGrid, type GameTileProps } from '@casino/react-ui';
import { useRestoreScrollWhenLaidOut } from '../routing/scroll-restoration.ts';
import { readCompactGames, type CompactGames } from './compact-games.ts';
import { FiltersButton } from '../filters/filters-button.tsx';
import { LiveTablesContext } from './live-feed/live-tables-context.ts';
import './all-games-view.css';

export interface AllGamesViewProps {
  readonly title: string;
  readonly games: CompactGames;
  /** The lobby whose filters the page offers, with how many the address applies (the loader counts them); none on other pages. */
  readonly filters?: { readonly lobby: Lobby; readonly activeCount: number };
  /** Draws a tile: the live pages' follows its table (live-feed/live-game-tile.tsx). */
  readonly Tile?: ComponentType<GameTileProps & { readonly tileKey: string }>;
}

export function AllGamesView({ title, games, filters, Tile }: AllGamesViewProps) {
  const { t, i18n } = useLingui();
  const columns = useMemo(() => readCompactGames(games), [games]);
  const count = columns.count;
  // The count's plural form is core's pluralCategory and its digits core's formatCount: Lingui's
  // plural builds the language's plural rules and number format, the page's first Intl objects,
  // some 100 ms of a 4× slower phone's hydration (plural-category.ts).
  const locale = i18n.locale as Locale;
  const written = formatCount(count, locale);
  const form = pluralCategory(count, locale);
  const countText = t({
    message: select(form, { one: `${written} hra`, few: `${written} hry`, many: `${written} hry`, other: `${written} her` }),
  });
  const restoreScroll = useRestoreScrollWhenLaidOut();
  const activeCount = filters?.activeCount ?? 0;
  // On the live pages, the tables of their feed (LiveTables), which the live filter groups count.
  const liveTables = useContext(LiveTablesContext);
  return (
    <>
      <div className="casino-all-games__head">
        <h1 className="casino-all-games__title">{title}</h1>
        <p className="casino-all-games__count" data-testid="all-games-count" data-count={count}>
          {countText}
        </p>
        {filters === undefined ? null : <FiltersButton lobby={filters.lobby} activeCount={activeCount} liveTables={liveTables} />}
      </div>
      {count === 0 && activeCount > 0 ? (
        <p className="casino-all-games__empty">
          {t`Filtrům neodpovídá žádná hra.`} <Link to={{ search: '' }}>{t`Zrušit filtry`}</Link>
        </p>
      ) : null}
      <GameGrid count={count} tileAt={columns.tileAt} label={t`Hry: ${title}`} onLaidOut={restoreScroll} {...(Tile ? { Tile } : {})} />
    </>
  );
}
