// A row of the recommendation service's list (part 2 §3, §7), drawn in the browser where the layout
// places it (service-row-slot.tsx fetches this chunk once the place is near the viewport): its games
// from the service's answer (service-categories.ts, one fetch for every service row of the page
// visit, a visitor's or a player's), chosen by service-lists.ts, as the lobby's own tiles read out of
// the lobby's compact list (the player rows' catalogue). Drawn again (back to the lobby), it draws
// the audience's last answer and the catalogue at once, in the lobby's first frame, so the page is
// as the visitor left it, and takes the visit's own answer when it comes. A failed answer draws no row and is the
// snackbar errors.failed-to-fetch-special-categories once, with Try again (the spec's action), which
// asks again for every service row of the page; the lobby's other rows stay.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { ErrorKey, type PersonalisedCategory } from '@casino/core';
import { snackbar } from '@casino/machines';
import { GameRow } from '@casino/react-ui';
import { useBrowserRuntime } from '../../chrome/portal-system-provider.tsx';
import { useLoggedIn } from '../../session/use-session-status.ts';
import { SystemId } from '../../runtime/root/system-ids.ts';
import { personalTiles } from '../player-lists/personal-tiles.ts';
import { usePlayerRowsCatalogue } from '../player-rows/use-player-rows-catalogue.ts';
import { latestServiceCategories, loadServiceCategories } from './service-categories.ts';
import { serviceListCodes } from './service-lists.ts';
import type { ServiceRowSlotProps } from './service-row-slot.tsx';

/** Try again reaches every service row of the page, not only the one whose fetch told the failure. */
const retries = new EventTarget();

export function ServiceRow({ view, Tile }: ServiceRowSlotProps) {
  const { t } = useLingui();
  const started = useBrowserRuntime();
  const loggedIn = useLoggedIn(started);
  const catalogue = usePlayerRowsCatalogue(started, view.lobby);
  const { key: visit } = useLocation();
  const [answer, setAnswer] = useState<readonly PersonalisedCategory[] | null>(() =>
    started === null ? null : latestServiceCategories(started.runtime, loggedIn),
  );
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const again = () => setAttempt((count) => count + 1);
    retries.addEventListener('retry', again);
    return () => retries.removeEventListener('retry', again);
  }, []);

  useEffect(() => {
    if (started === null) return;
    let held = true;
    loadServiceCategories(started.runtime, loggedIn, visit, (error) => {
      console.warn('service rows: the special categories could not be fetched', error);
      started.system
        .get(SystemId.snackbar)
        .send(snackbar.showAlert(ErrorKey.failedToFetchSpecialCategories, { retry: () => retries.dispatchEvent(new Event('retry')) }));
    }).then(
      (categories) => held && setAnswer(categories),
      // The audience's last answer stays drawn (none if none came): the snackbar tells the failure.
      () => held && setAnswer(latestServiceCategories(started.runtime, loggedIn)),
    );
    return () => {
      held = false;
    };
  }, [started, loggedIn, visit, attempt]);

  // Read out of the lobby's one compact list as tiles of this row's layout (as the player rows are).
  const tiles = catalogue === null || answer === null ? [] : personalTiles(catalogue.games, serviceListCodes(answer, view.source, loggedIn), view.layout);
  if (tiles.length === 0) return null;
  const rowTitle = view.title;
  // Marked as a service row: the e2e finds and judges these rows by it.
  return (
    <div data-service-row={view.source}>
      <GameRow title={view.title} layout={view.layout} previousLabel={t`Posunout řadu ${rowTitle} zpět`} nextLabel={t`Posunout řadu ${rowTitle} dál`}>
        {tiles.map(({ key, ...tile }) => (
          <Tile key={key} tileKey={key} gameCode={key} {...tile} />
        ))}
      </GameRow>
    </div>
  );
}
