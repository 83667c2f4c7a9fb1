// What the portal shows for the build watcher: an update notice, or the chunk-error page.
import { CHUNK_ERROR, ErrorKey } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { buildUpdateMachine } from './build-update.machine.ts';
import type { BuildUpdateView } from './build-update.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof buildUpdateMachine>): BuildUpdateView => {
  const chunkError = snapshot.matches('chunkError') || snapshot.matches('redirecting');
  return {
    updateAvailable: snapshot.context.latestBuildId !== null,
    latestBuildId: snapshot.context.latestBuildId,
    errorPage: chunkError ? { statusMessage: CHUNK_ERROR, messageKey: ErrorKey.updateMessage } : null,
    redirecting: snapshot.matches('redirecting'),
  };
};
