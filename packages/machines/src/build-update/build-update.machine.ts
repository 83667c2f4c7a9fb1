// The build watcher: polls the latest-build file (the injected actor adds the timestamp query) and
// reports a build id that differs from the running one; after a chunk-load error it shows the
// CHUNK-ERROR page and redirects to the site origin after CHUNK_ERROR_REDIRECT_MS.
import { CHUNK_ERROR_REDIRECT_MS, DEFAULT_BUILD_POLL_INTERVAL_MS } from '@casino/core';
import { assign, emit, fromPromise, setup } from 'xstate';
import type { BuildUpdateContext, BuildUpdateEmitted, BuildUpdateEvent, BuildUpdateInput, LatestBuild } from './build-update.types.ts';
import { notProvidedAction, notProvidedActor } from '../shared/not-provided.ts';

export const buildUpdateMachine = setup({
  types: {
    context: {} as BuildUpdateContext,
    events: {} as BuildUpdateEvent,
    input: {} as BuildUpdateInput,
    emitted: {} as BuildUpdateEmitted,
  },
  actors: {
    /** GET builds/latest.json?t=<timestamp>. */
    fetchLatestBuild: fromPromise<LatestBuild, void>(notProvidedActor('buildUpdate', 'fetchLatestBuild')),
  },
  actions: {
    /** location.assign(origin): a full load picks up the new build's chunks. */
    redirectToOrigin: notProvidedAction('buildUpdate', 'redirectToOrigin'),
  },
  guards: {
    isNewBuild: ({ context }, params: { id: string }) => params.id !== context.currentBuildId,
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalMs,
    chunkErrorRedirect: CHUNK_ERROR_REDIRECT_MS,
  },
}).createMachine({
  id: 'buildUpdate',
  context: ({ input }) => ({
    currentBuildId: input.currentBuildId,
    latestBuildId: null,
    pollIntervalMs: input.pollIntervalMs ?? DEFAULT_BUILD_POLL_INTERVAL_MS,
  }),
  initial: 'watching',
  states: {
    watching: {
      initial: 'waiting',
      on: { 'build-update.chunk-error': 'chunkError' },
      states: {
        waiting: {
          after: { pollInterval: 'checking' },
        },
        checking: {
          invoke: {
            id: 'fetchLatestBuild',
            src: 'fetchLatestBuild',
            onDone: [
              {
                guard: { type: 'isNewBuild', params: ({ event }) => ({ id: event.output.id }) },
                target: 'updateAvailable',
                actions: [
                  assign({ latestBuildId: ({ event }) => event.output.id }),
                  emit(({ event }) => ({ type: 'build-update.available' as const, id: event.output.id })),
                ],
              },
              { target: 'waiting' },
            ],
            // A failed poll is not the user's concern: try again at the next interval.
            onError: 'waiting',
          },
        },
        // Polling stops: the page already knows it is outdated.
        updateAvailable: {},
      },
    },
    chunkError: {
      after: { chunkErrorRedirect: 'redirecting' },
    },
    redirecting: {
      type: 'final',
      entry: 'redirectToOrigin',
    },
  },
});
