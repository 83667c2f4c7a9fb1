import { formatElapsed, isTimerVisible } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { regulatoryTimerMachine } from './regulatory-timer.machine.ts';
import type { RegulatoryTimerViewModel } from './regulatory-timer.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof regulatoryTimerMachine>): RegulatoryTimerViewModel => {
  const { context } = snapshot;
  const running = snapshot.matches('running');
  return {
    running,
    visible: running && isTimerVisible({ loggedIn: context.loggedIn, playingReal: context.playingReal, nativeView: context.nativeView }),
    elapsed: formatElapsed(context.elapsedMs),
  };
};
