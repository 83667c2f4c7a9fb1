import { ErrorKey, LabelKey, LIVE_WINNERS_REFRESH_MS, type LiveWinner, type SnackbarRequest } from '@casino/core';
import { generateWorld } from '@casino/demo-data';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FakeActors, flush, modelOf, TestClock, type ModelEvent } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { connect } from './live-winners.connect.ts';
import { liveWinnersMachine } from './live-winners.machine.ts';

const world = generateWorld({ size: 40 });
const winners: LiveWinner[] = world.winners.flatMap((wire) => {
  const game = world.games.find((candidate) => candidate.gameCode === wire.gameCode);
  return game ? [{ ...wire, game }] : [];
});

const start = () => {
  const clock = new TestClock();
  const fakes = new FakeActors();
  const actor = createActor(liveWinnersMachine.provide({ actors: { fetchLiveWinners: fakes.promise('fetchLiveWinners') } }), { clock });
  const snackbars: SnackbarRequest[] = [];
  actor.on('snackbar.show', (event) => snackbars.push(event.message));
  actor.start();
  return { actor, clock, fakes, snackbars };
};

describe('live winners model', () => {
  it('has winners to show from the demo world', () => {
    expect(winners.length).toBeGreaterThan(0);
  });

  const events: ModelEvent<typeof liveWinnersMachine>[] = [
    { type: 'live-winners.retry' },
    { type: 'xstate.done.actor.fetchLiveWinners', output: winners.slice(0, 2) },
    { type: 'xstate.error.actor.fetchLiveWinners', error: new Error('HTTP 500: Internal Server Error') },
    { type: 'xstate.after.refreshInterval.liveWinners.ready' },
    { type: 'xstate.after.refreshInterval.liveWinners.failed' },
  ];
  testModel(modelOf(liveWinnersMachine, { events }), start);
});

describe('live winners machine', () => {
  it('refetches every 30 s', async () => {
    const { actor, clock, fakes } = start();
    expect(connect(actor.getSnapshot())).toMatchObject({ initialLoading: true, winners: [] });
    fakes.resolve('fetchLiveWinners', winners);
    await flush();
    expect(connect(actor.getSnapshot())).toMatchObject({ initialLoading: false, refreshing: false, winners });
    clock.increment(LIVE_WINNERS_REFRESH_MS - 1);
    expect(fakes.inputsOf('fetchLiveWinners')).toHaveLength(1);
    clock.increment(1);
    expect(fakes.inputsOf('fetchLiveWinners')).toHaveLength(2);
    expect(connect(actor.getSnapshot())).toMatchObject({ refreshing: true, winners });
    expect(LIVE_WINNERS_REFRESH_MS).toBe(30_000);
  });

  it('keeps the winners when a refetch fails', async () => {
    const { actor, clock, fakes } = start();
    fakes.resolve('fetchLiveWinners', winners);
    await flush();
    clock.increment(LIVE_WINNERS_REFRESH_MS);
    fakes.reject('fetchLiveWinners', new Error('Request timed out'));
    await flush();
    expect(connect(actor.getSnapshot())).toMatchObject({ failed: true, winners });
    clock.increment(LIVE_WINNERS_REFRESH_MS);
    expect(fakes.inputsOf('fetchLiveWinners')).toHaveLength(3);
  });

  it('shows errors.failed-to-fetch-live-winners with Try again, which refetches at once', async () => {
    const { actor, fakes, snackbars } = start();
    fakes.reject('fetchLiveWinners', new Error('HTTP 502: Bad Gateway'));
    await flush();
    expect(connect(actor.getSnapshot())).toMatchObject({ failed: true, winners: [] });
    expect(snackbars).toEqual([{ title: ErrorKey.failedToFetchLiveWinners, type: 'alert', actionText: LabelKey.tryAgain, action: expect.any(Function) }]);
    snackbars[0]!.action!();
    expect(fakes.inputsOf('fetchLiveWinners')).toHaveLength(2);
    expect(connect(actor.getSnapshot()).initialLoading).toBe(true);
  });
});
