// The build watcher: polls the latest build id, reports a new one; a chunk-load error shows the
// CHUNK-ERROR page and redirects to the origin after 10 s.
import * as buildUpdate from '@casino/machines/build-update';
import { forMachine } from '../playground/machine-description.ts';

const RUNNING_BUILD = 'build-2026-11-21.1';

export const buildUpdatePlayground = forMachine(buildUpdate.buildUpdateMachine).describe({
  id: 'build-update',
  title: 'Build update',
  summary: 'Run the poll timer: the same build keeps polling, a new build stops it and emits build-update.available. A chunk-load error redirects after 10 s.',
  input: () => ({ currentBuildId: RUNNING_BUILD, pollIntervalMs: 60_000 }),
  actors: {
    fetchLatestBuild: {
      kind: 'promise',
      answers: { 'the running build': () => ({ id: RUNNING_BUILD }), 'a new build': () => ({ id: 'build-2026-11-21.2' }) },
    },
  },
  actions: ['redirectToOrigin'],
  events: [{ event: { type: 'build-update.chunk-error' } }],
  view: buildUpdate.connect,
});
