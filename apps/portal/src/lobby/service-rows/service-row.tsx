// A row of the recommendation service's list (part 2 §3, §7), drawn in the browser where the layout
// places it (service-row-slot.tsx fetches this chunk once the place is near the viewport): its games
// from the service's answer (service-categories.ts, one fetch for every service row of the page, a
// visitor's or a player's), chosen by service-lists.ts, as the lobby's own tiles read out of the
// lobby's compact list (the player rows' catalogue). A failed answer draws no row and is the
// snackbar errors.failed-to-fetch-special-categories once, with Try again (the spec's action), which
// asks again for every service row of the page; the lobby's other rows stay.
import { useEffect, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { ErrorKey, type PersonalisedCategory } from '@casino/core';
import { snackbar } from '@casino/machines';
import { GameRow } from '@casino/react-ui';
import { useBrowserRuntime } from '../../chrome/portal-system-provider.tsx';
import { useLoggedIn } from '../../session/use-session-status.ts';
import { SystemId } from '../../runtime/root/system-ids.ts';
import { personalTiles } from '../player-lists/personal-tiles.ts';
import { usePlayerRowsCatalogue } from '../player-rows/use-player-rows-catalogue.ts';
import { loadServiceCategories } from './service-categories.ts';
import { serviceListCodes } from './service-lists.ts';
import type { ServiceRowSlotProps } from './service-row-slot.tsx';

/** Try again reaches every service row of the page, not only the one whose fetch told the failure. */
const retries = new EventTarget();

export function ServiceRow({ view, Tile }: ServiceRowSlotProps) {
  const { t } = useLingui();
  const started = useBrowserRuntime();
  const loggedIn = useLoggedIn(started);
  const catalogue = usePlayerRowsCatalogue(started, view.lobby);
  const [answer, setAnswer] = useState<readonly PersonalisedCategory[] | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const again = () => setAttempt((count) => count + 1);
    retries.addEventListener('retry', again);
    return () => retries.removeEventListener('retry', again);
  }, []);

  useEffect(() => {
    if (started === null) return;
    let held = true;
    loadServiceCategories(started.runtime, loggedIn, (error) => {
      console.warn('service rows: the special categories could not be fetched', error);
      started.system
        .get(SystemId.snackbar)
        .send(snackbar.showAlert(ErrorKey.failedToFetchSpecialCategories, { retry: () => retries.dispatchEvent(new Event('retry')) }));
    }).then(
      (categories) => held && setAnswer(categories),
      () => held && setAnswer(null),
    );
    return () => {
      held = false;
    };
  }, [started, loggedIn, attempt]);

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
