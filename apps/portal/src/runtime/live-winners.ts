// live-winners: the public front-end API's winners for the configured country, kept only for games
// the catalogue the page holds knows.
import { LiveWinners } from '@casino/api-clients';
import type { Game, LiveWinner } from '@casino/core';
import { liveWinners } from '@casino/machines';
import { clientCall } from './client-call.ts';
import type { PortalRuntime } from './portal-runtime.ts';

export const provideLiveWinners = (runtime: PortalRuntime, catalogue: () => readonly Game[]) =>
  liveWinners.liveWinnersMachine.provide({
    actors: {
      fetchLiveWinners: clientCall<readonly LiveWinner[]>(runtime, () =>
        LiveWinners.use((api) => api.liveWinners(runtime.config.liveWinnersCountry, catalogue())),
      ),
    },
  });
