// A row of the recommendation service's list (part 2 §3, §7), drawn in the browser where the layout
// places it (service-row-slot.tsx fetches this chunk once the place is near the viewport): its games
// from the service's answer (service-categories.ts, one fetch for every service row of the page
// visit, a visitor's or a player's), chosen by service-lists.ts, as the lobby's own tiles, which the
// page fetches for the codes of all its service rows at once (service-tiles.ts: those games only,
// not the lobby's catalogue the player rows read). Drawn again (back to the lobby), it draws the
// audience's last answer and its tiles at once, in the lobby's first frame, so the page is as the
// visitor left it, and takes the visit's own answer when it comes. Until its first answer the row
// keeps its place's box (../row-place.tsx); an answer without its games gives the place up. A
// failed answer (the lists or their tiles) draws no row and is the snackbar errors.failed-to-fetch-special-categories once, with
// Try again (the spec's action), which asks again for every service row of the page; the lobby's
// other rows stay.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ErrorKey, type GameListSource, type Lobby, type PersonalisedCategory } from '@casino/core';
import { snackbar } from '@casino/machines';
import { GameRow } from '@casino/react-ui';
import { useBrowserRuntime } from '../../chrome/portal-system-provider.tsx';
import { useLoggedIn } from '../../chrome/use-session-status.ts';
import { SystemId } from '../../runtime/root/system-ids.ts';
import { personalTiles } from '../player-lists/personal-tiles.ts';
import type { CompactGames } from '../compact-games.ts';
import { useRowTurn } from '../use-row-turn.ts';
import type { BrowserRuntime } from '../../runtime/browser/browser-runtime.ts';
import { loadServiceCategories } from './service-categories.ts';
import { serviceListCodes, serviceRowsCodes } from './service-lists.ts';
import { loadServiceTiles } from './service-tiles.ts';
import { RowPlace, rowLayoutClass } from '../row-place.tsx';
import type { ServiceRowSlotProps } from './service-row-slot.tsx';

/** Try again reaches every service row of the page, not only the one whose fetch told the failure. */
const retries = new EventTarget();

/** The service's answer and the tiles of its codes: a row is drawn from both. */
interface Shown {
  readonly answer: readonly PersonalisedCategory[];
  readonly tiles: CompactGames;
}

/**
 * What each audience was last shown in a lobby in this document (kept as it came: the answer of a
 * later visit of another lobby may differ, and its tiles for this lobby are not known).
 */
const shownBefore = new Map<string, Shown>();

const audienceOf = (started: BrowserRuntime, lobby: Lobby, loggedIn: boolean): string =>
  `${lobby}|${started.runtime.page.locale()}|${started.runtime.page.preview()}|${loggedIn}`;

export function ServiceRow({ view, sources, Tile }: ServiceRowSlotProps) {
  const { t } = useLingui();
  const started = useBrowserRuntime();
  const loggedIn = useLoggedIn(started);
  const { key: visit } = useLocation();
  const [shown, setShown] = useState<Shown | null>(() => (started === null ? null : (shownBefore.get(audienceOf(started, view.lobby, loggedIn)) ?? null)));
  // The page's rows' lists as one value: the effect asks again only when they change, not on every new array.
  const pageSources = sources.join(',');
  const [attempt, setAttempt] = useState(0);
  // Until this row's first answer (or failure), it keeps its place's box.
  const [waiting, setWaiting] = useState(true);

  useEffect(() => {
    const again = () => setAttempt((count) => count + 1);
    retries.addEventListener('retry', again);
    return () => retries.removeEventListener('retry', again);
  }, []);

  useEffect(() => {
    if (started === null) return;
    let held = true;
    const tell = (what: string) => (error: unknown) => {
      console.warn(`service rows: the ${what} could not be fetched`, error);
      started.system
        .get(SystemId.snackbar)
        .send(snackbar.showAlert(ErrorKey.failedToFetchSpecialCategories, { retry: () => retries.dispatchEvent(new Event('retry')) }));
    };
    const rowsSources = pageSources.split(',') as GameListSource[];
    loadServiceCategories(started.runtime, loggedIn, visit, tell('special categories'))
      .then(async (answer) => ({
        answer,
        tiles: await loadServiceTiles(started.runtime, view.lobby, serviceRowsCodes(answer, rowsSources, loggedIn), tell('tiles')),
      }))
      .then(
        (came) => {
          shownBefore.set(audienceOf(started, view.lobby, loggedIn), came);
          if (!held) return;
          setShown(came);
          setWaiting(false);
        },
        // What the audience was last shown stays drawn (nothing if nothing came): the snackbar tells the failure.
        () => {
          if (!held) return;
          setShown(shownBefore.get(audienceOf(started, view.lobby, loggedIn)) ?? null);
          setWaiting(false);
        },
      );
    return () => {
      held = false;
    };
  }, [started, loggedIn, visit, attempt, view.lobby, pageSources]);

  // Read out of the page's tiles as tiles of this row's layout.
  const tiles = shown === null ? [] : personalTiles(shown.tiles, serviceListCodes(shown.answer, view.source, loggedIn), view.layout);
  // Drawn in turn with the lobby's other browser-drawn rows (../row-turns.ts); the place stays till then.
  const drawing = useRowTurn(tiles.length > 0);
  if (tiles.length === 0 && !waiting) return null;
  if (tiles.length === 0 || !drawing) return <RowPlace of="service" view={view} />;
  const rowTitle = view.title;
  // Marked as a service row: the e2e finds and judges these rows by it.
  return (
    <div className={`casino-service-row ${rowLayoutClass(view)}`} data-service-row={view.source}>
      <GameRow title={view.title} layout={view.layout} previousLabel={t`Posunout řadu ${rowTitle} zpět`} nextLabel={t`Posunout řadu ${rowTitle} dál`}>
        {tiles.map(({ key, ...tile }) => (
          <Tile key={key} tileKey={key} gameCode={key} {...tile} />
        ))}
      </GameRow>
    </div>
  );
}
