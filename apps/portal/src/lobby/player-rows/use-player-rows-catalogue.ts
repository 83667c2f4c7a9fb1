// The lobby's catalogue as a player's rows read it (the service's rows read their tiles by code: service-rows/service-tiles.ts): 'loading'
// until it comes (at once when it came earlier in this document); a failed fetch ('failed') draws no row and is the snackbar
// errors.failed-to-fetch-personalized-games once for all the rows sharing it (player-rows-catalogue.ts), the spec giving it no retry.
import { useEffect, useState } from 'react';
import { ErrorKey, type Lobby } from '@casino/core';
import { snackbar } from '@casino/machines';
import { SystemId } from '../../runtime/root/system-ids.ts';
import type { BrowserRuntime } from '../../runtime/browser/browser-runtime.ts';
import { knownPlayerRowsCatalogue, loadPlayerRowsCatalogue, type PlayerRowsCatalogue } from './player-rows-catalogue.ts';

export const usePlayerRowsCatalogue = (started: BrowserRuntime | null, lobby: Lobby): PlayerRowsCatalogue | 'loading' | 'failed' => {
  const [catalogue, setCatalogue] = useState<PlayerRowsCatalogue | 'loading' | 'failed'>(
    () => (started === null ? null : knownPlayerRowsCatalogue(started.runtime, lobby)) ?? 'loading',
  );
  useEffect(() => {
    if (started === null) return;
    let held = true;
    loadPlayerRowsCatalogue(started.runtime, lobby, (error) => {
      console.warn(`lobby rows: the ${lobby} catalogue could not be fetched`, error);
      started.system.get(SystemId.snackbar).send(snackbar.showAlert(ErrorKey.failedToFetchPersonalizedGames));
    }).then(
      (loaded) => held && setCatalogue(loaded),
      () => held && setCatalogue('failed'),
    );
    return () => {
      held = false;
    };
  }, [started, lobby]);
  return catalogue;
};
