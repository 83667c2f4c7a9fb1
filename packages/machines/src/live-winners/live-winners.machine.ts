// The live-winners feed (part 2 §4): fetched at start and every LIVE_WINNERS_REFRESH_MS; a failed
// fetch shows errors.failed-to-fetch-live-winners with Try again and keeps the previous winners.
// The fetch (GET /get-winners-live.php, parsed and joined with the catalogue) is injected.
import { ErrorKey, LIVE_WINNERS_REFRESH_MS, type LiveWinner } from '@casino/core';
import { assign, emit, fromPromise, setup } from 'xstate';
import { showAlert } from '../snackbar/snackbar-request.ts';
import type { LiveWinnersContext, LiveWinnersEmitted, LiveWinnersEvent } from './live-winners.types.ts';
import { notProvidedActor } from '../shared/not-provided.ts';

export const liveWinnersMachine = setup({
  types: {
    context: {} as LiveWinnersContext,
    events: {} as LiveWinnersEvent,
    emitted: {} as LiveWinnersEmitted,
  },
  actors: {
    /** The winners whose game is in the catalogue. */
    fetchLiveWinners: fromPromise<readonly LiveWinner[], void>(notProvidedActor('liveWinners', 'fetchLiveWinners')),
  },
  actions: {
    showFetchError: emit(({ self }) => showAlert(ErrorKey.failedToFetchLiveWinners, { retry: () => self.send({ type: 'live-winners.retry' }) })),
  },
  delays: {
    refreshInterval: LIVE_WINNERS_REFRESH_MS,
  },
}).createMachine({
  id: 'liveWinners',
  context: { winners: [] },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'fetchLiveWinners',
        src: 'fetchLiveWinners',
        onDone: { target: 'ready', actions: assign({ winners: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'showFetchError' },
      },
    },
    ready: {
      after: { refreshInterval: 'loading' },
    },
    failed: {
      after: { refreshInterval: 'loading' },
      on: { 'live-winners.retry': 'loading' },
    },
  },
});
