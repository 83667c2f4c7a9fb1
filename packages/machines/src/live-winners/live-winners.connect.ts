// What the winners widget shows for a snapshot.
import type { SnapshotFrom } from 'xstate';
import type { liveWinnersMachine } from './live-winners.machine.ts';
import type { LiveWinnersView } from './live-winners.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof liveWinnersMachine>): LiveWinnersView => {
  const { winners } = snapshot.context;
  const loading = snapshot.matches('loading');
  return {
    winners,
    initialLoading: loading && winners.length === 0,
    refreshing: loading && winners.length > 0,
    failed: snapshot.matches('failed'),
  };
};
