import { ErrorKey, LabelKey, LIVE_WINNERS_REFRESH_MS, type LiveWinner, type SnackbarRequest } from '@casino/core';
import { generateWorld } from '@casino/demo-data';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { reportModelCoverage } from '../testing/model-coverage.ts';
import { controlledPromise, createMachineModel, flush, replayPaths, transitionPaths, type HarnessParts, type ModelEvent } from '../snackbar/model-harness.ts';
import { connect } from './live-winners.connect.ts';
import { liveWinnersMachine } from './live-winners.machine.ts';

const world = generateWorld({ size: 40 });
const winners: LiveWinner[] = world.winners.flatMap((wire) => {
  const game = world.games.find((candidate) => candidate.gameCode === wire.gameCode);
  return game ? [{ ...wire, game }] : [];
});

const start = () => {
  const clock = new SimulatedClock();
  const fetchLiveWinners = controlledPromise<readonly LiveWinner[]>();
  const actor = createActor(liveWinnersMachine.provide({ actors: { fetchLiveWinners: fetchLiveWinners.logic } }), { clock });
  const snackbars: SnackbarRequest[] = [];
  actor.on('snackbar.show', (event) => snackbars.push(event.message));
  actor.start();
  return { actor, clock, fetchLiveWinners, snackbars };
};

describe('live winners machine', () => {
  it('has winners to show from the demo world', () => {
    expect(winners.length).toBeGreaterThan(0);
  });

  it('reaches every state and transition, replayed on a real actor', async () => {
    const events: ModelEvent<typeof liveWinnersMachine>[] = [
      { type: 'liveWinners.retry' },
      { type: 'xstate.done.actor.fetchLiveWinners', output: winners.slice(0, 2) },
      { type: 'xstate.error.actor.fetchLiveWinners', error: new Error('HTTP 500: Internal Server Error') },
      { type: 'xstate.after.refreshInterval.liveWinners.ready' },
      { type: 'xstate.after.refreshInterval.liveWinners.failed' },
    ];
    const paths = transitionPaths(createMachineModel(liveWinnersMachine, { events }));
    const harness = (): HarnessParts => {
      const { actor, clock, fetchLiveWinners } = start();
      return { actor, clock, promises: { fetchLiveWinners }, delays: { refreshInterval: LIVE_WINNERS_REFRESH_MS } };
    };
    expect(await replayPaths(paths, harness)).toBeNull();
    const coverage = reportModelCoverage(liveWinnersMachine, paths);
    expect(coverage.states.missed).toEqual([]);
    expect(coverage.transitions.missed).toEqual([]);
  });

  it('refetches every 30 s', async () => {
    const { actor, clock, fetchLiveWinners } = start();
    expect(connect(actor.getSnapshot())).toMatchObject({ initialLoading: true, winners: [] });
    fetchLiveWinners.resolve(winners);
    await flush();
    expect(connect(actor.getSnapshot())).toMatchObject({ initialLoading: false, refreshing: false, winners });
    clock.increment(LIVE_WINNERS_REFRESH_MS - 1);
    expect(fetchLiveWinners.inputs).toHaveLength(1);
    clock.increment(1);
    expect(fetchLiveWinners.inputs).toHaveLength(2);
    expect(connect(actor.getSnapshot())).toMatchObject({ refreshing: true, winners });
    expect(LIVE_WINNERS_REFRESH_MS).toBe(30_000);
  });

  it('keeps the winners when a refetch fails', async () => {
    const { actor, clock, fetchLiveWinners } = start();
    fetchLiveWinners.resolve(winners);
    await flush();
    clock.increment(LIVE_WINNERS_REFRESH_MS);
    fetchLiveWinners.reject(new Error('Request timed out'));
    await flush();
    expect(connect(actor.getSnapshot())).toMatchObject({ failed: true, winners });
    clock.increment(LIVE_WINNERS_REFRESH_MS);
    expect(fetchLiveWinners.inputs).toHaveLength(3);
  });

  it('shows errors.failed-to-fetch-live-winners with Try again, which refetches at once', async () => {
    const { actor, fetchLiveWinners, snackbars } = start();
    fetchLiveWinners.reject(new Error('HTTP 502: Bad Gateway'));
    await flush();
    expect(connect(actor.getSnapshot())).toMatchObject({ failed: true, winners: [] });
    expect(snackbars).toEqual([
      { title: ErrorKey.failedToFetchLiveWinners, type: 'alert', actionText: LabelKey.tryAgain, action: expect.any(Function) },
    ]);
    snackbars[0]!.action!();
    expect(fetchLiveWinners.inputs).toHaveLength(2);
    expect(connect(actor.getSnapshot()).initialLoading).toBe(true);
  });
});
