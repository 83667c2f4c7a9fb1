// Live winners: fetched at start and every 30 s; a failure keeps the last winners and offers Try again.
import { knownGameWinners } from '@casino/core';
import * as liveWinners from '@casino/machines/live-winners';
import { forMachine } from '../playground/machine-description.ts';

export const liveWinnersPlayground = forMachine(liveWinners.liveWinnersMachine).describe({
  id: 'live-winners',
  title: 'Live winners',
  summary:
    'Run the 30-second timer to refetch; pick Fail: the winners stay, a snackbar request with Try again is emitted, and live-winners.retry fetches at once.',
  actors: {
    fetchLiveWinners: {
      kind: 'promise',
      answers: { 'demo winners of catalogue games': ({ world }) => knownGameWinners(world.winners, world.games), 'no winners': () => [] },
    },
  },
  events: [{ event: { type: 'live-winners.retry' } }],
  view: liveWinners.connect,
});
