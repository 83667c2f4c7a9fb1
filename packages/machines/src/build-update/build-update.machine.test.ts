import { CHUNK_ERROR, CHUNK_ERROR_REDIRECT_MS, ErrorKey } from '@casino/core';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { reportModelCoverage } from '../testing/model-coverage.ts';
import { controlledPromise, createMachineModel, flush, replayPaths, transitionPaths, type HarnessParts } from '../snackbar/model-harness.ts';
import { connect } from './build-update.connect.ts';
import { buildUpdateMachine } from './build-update.machine.ts';
import { DEFAULT_BUILD_POLL_INTERVAL_MS, type LatestBuild } from './build-update.types.ts';

const POLL = 1000;
const input = { currentBuildId: 'build-1', pollIntervalMs: POLL };

const start = () => {
  const clock = new SimulatedClock();
  const fetchLatestBuild = controlledPromise<LatestBuild>();
  let redirects = 0;
  const machine = buildUpdateMachine.provide({
    actors: { fetchLatestBuild: fetchLatestBuild.logic },
    actions: { redirectToOrigin: () => void (redirects += 1) },
  });
  const actor = createActor(machine, { input, clock });
  const announced: string[] = [];
  actor.on('build.available', (event) => announced.push(event.id));
  actor.start();
  return { actor, clock, fetchLatestBuild, announced, redirects: () => redirects };
};

describe('build update machine', () => {
  it('reaches every state and transition, replayed on a real actor', async () => {
    const events = [
      { type: 'build.chunk-error' as const },
      { type: 'xstate.after.pollInterval.buildUpdate.watching.waiting' as const },
      { type: 'xstate.after.chunkErrorRedirect.buildUpdate.chunkError' as const },
      { type: 'xstate.done.actor.fetchLatestBuild' as const, output: { id: 'build-1' } },
      { type: 'xstate.done.actor.fetchLatestBuild' as const, output: { id: 'build-2' } },
      { type: 'xstate.error.actor.fetchLatestBuild' as const, error: new Error('HTTP 503: Service Unavailable') },
    ];
    const model = createMachineModel(buildUpdateMachine, { events, input });
    const paths = transitionPaths(model);
    const harness = (): HarnessParts => {
      const { actor, clock, fetchLatestBuild } = start();
      return { actor, clock, promises: { fetchLatestBuild }, delays: { pollInterval: POLL, chunkErrorRedirect: CHUNK_ERROR_REDIRECT_MS } };
    };
    expect(await replayPaths(paths, harness)).toBeNull();
    const coverage = reportModelCoverage(buildUpdateMachine, paths);
    expect(coverage.states.missed).toEqual([]);
    expect(coverage.transitions.missed).toEqual([]);
  });

  it('polls every interval until the server reports a different build id', async () => {
    const { actor, clock, fetchLatestBuild, announced } = start();
    clock.increment(POLL - 1);
    expect(fetchLatestBuild.inputs).toHaveLength(0);
    clock.increment(1);
    fetchLatestBuild.resolve({ id: 'build-1' });
    await flush();
    clock.increment(POLL);
    fetchLatestBuild.reject(new Error('Request timed out'));
    await flush();
    clock.increment(POLL);
    fetchLatestBuild.resolve({ id: 'build-2' });
    await flush();
    expect(fetchLatestBuild.inputs).toHaveLength(3);
    expect(announced).toEqual(['build-2']);
    expect(connect(actor.getSnapshot())).toMatchObject({ updateAvailable: true, latestBuildId: 'build-2', errorPage: null });
    clock.increment(10 * POLL);
    expect(fetchLatestBuild.inputs).toHaveLength(3);
  });

  it('shows the CHUNK-ERROR page and redirects to the origin after 10 s', () => {
    const { actor, clock, redirects } = start();
    actor.send({ type: 'build.chunk-error' });
    expect(connect(actor.getSnapshot()).errorPage).toEqual({ statusMessage: CHUNK_ERROR, messageKey: ErrorKey.updateMessage });
    clock.increment(CHUNK_ERROR_REDIRECT_MS - 1);
    expect(redirects()).toBe(0);
    clock.increment(1);
    expect(redirects()).toBe(1);
    expect(connect(actor.getSnapshot()).redirecting).toBe(true);
    expect(CHUNK_ERROR_REDIRECT_MS).toBe(10_000);
  });

  it('polls hourly by default', () => {
    const clock = new SimulatedClock();
    const fetchLatestBuild = controlledPromise<LatestBuild>();
    createActor(buildUpdateMachine.provide({ actors: { fetchLatestBuild: fetchLatestBuild.logic } }), { input: { currentBuildId: 'b' }, clock }).start();
    clock.increment(DEFAULT_BUILD_POLL_INTERVAL_MS - 1);
    expect(fetchLatestBuild.inputs).toHaveLength(0);
    clock.increment(1);
    expect(fetchLatestBuild.inputs).toHaveLength(1);
  });
});
