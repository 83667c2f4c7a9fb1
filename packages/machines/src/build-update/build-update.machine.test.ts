import { CHUNK_ERROR, CHUNK_ERROR_REDIRECT_MS, ErrorKey } from '@casino/core';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FakeActors, flush, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { connect } from './build-update.connect.ts';
import { buildUpdateMachine } from './build-update.machine.ts';
import { DEFAULT_BUILD_POLL_INTERVAL_MS, type BuildUpdateInput } from './build-update.types.ts';

const POLL = 1000;
const input: BuildUpdateInput = { currentBuildId: 'build-1', pollIntervalMs: POLL };

const start = (startInput: BuildUpdateInput = input) => {
  const clock = new TestClock();
  const fakes = new FakeActors();
  let redirects = 0;
  const machine = buildUpdateMachine.provide({
    actors: { fetchLatestBuild: fakes.promise('fetchLatestBuild') },
    actions: { redirectToOrigin: () => void (redirects += 1) },
  });
  const actor = createActor(machine, { input: startInput, clock });
  const announced: string[] = [];
  actor.on('build-update.available', (event) => announced.push(event.id));
  actor.start();
  return { actor, clock, fakes, announced, redirects: () => redirects };
};

describe('build update model', () => {
  const events = [
    { type: 'build-update.chunk-error' },
    { type: 'xstate.after.pollInterval.buildUpdate.watching.waiting' },
    { type: 'xstate.after.chunkErrorRedirect.buildUpdate.chunkError' },
    { type: 'xstate.done.actor.fetchLatestBuild', output: { id: 'build-1' } },
    { type: 'xstate.done.actor.fetchLatestBuild', output: { id: 'build-2' } },
    { type: 'xstate.error.actor.fetchLatestBuild', error: new Error('HTTP 503: Service Unavailable') },
  ];
  // The poll interval the portal gives, and the default one.
  testModel(modelOf(buildUpdateMachine, { events, inputs: [input, { currentBuildId: 'build-1' }] }), start);
});

describe('build update machine', () => {
  it('polls every interval until the server reports a different build id', async () => {
    const { actor, clock, fakes, announced } = start();
    clock.increment(POLL - 1);
    expect(fakes.inputsOf('fetchLatestBuild')).toHaveLength(0);
    clock.increment(1);
    fakes.resolve('fetchLatestBuild', { id: 'build-1' });
    await flush();
    clock.increment(POLL);
    fakes.reject('fetchLatestBuild', new Error('Request timed out'));
    await flush();
    clock.increment(POLL);
    fakes.resolve('fetchLatestBuild', { id: 'build-2' });
    await flush();
    expect(fakes.inputsOf('fetchLatestBuild')).toHaveLength(3);
    expect(announced).toEqual(['build-2']);
    expect(connect(actor.getSnapshot())).toMatchObject({ updateAvailable: true, latestBuildId: 'build-2', errorPage: null });
    clock.increment(10 * POLL);
    expect(fakes.inputsOf('fetchLatestBuild')).toHaveLength(3);
  });

  it('shows the CHUNK-ERROR page and redirects to the origin after 10 s', () => {
    const { actor, clock, redirects } = start();
    actor.send({ type: 'build-update.chunk-error' });
    expect(connect(actor.getSnapshot()).errorPage).toEqual({ statusMessage: CHUNK_ERROR, messageKey: ErrorKey.updateMessage });
    clock.increment(CHUNK_ERROR_REDIRECT_MS - 1);
    expect(redirects()).toBe(0);
    clock.increment(1);
    expect(redirects()).toBe(1);
    expect(connect(actor.getSnapshot()).redirecting).toBe(true);
    expect(CHUNK_ERROR_REDIRECT_MS).toBe(10_000);
  });

  it('polls hourly by default', () => {
    const clock = new TestClock();
    const fakes = new FakeActors();
    createActor(buildUpdateMachine.provide({ actors: { fetchLatestBuild: fakes.promise('fetchLatestBuild') } }), {
      input: { currentBuildId: 'b' },
      clock,
    }).start();
    clock.increment(DEFAULT_BUILD_POLL_INTERVAL_MS - 1);
    expect(fakes.inputsOf('fetchLatestBuild')).toHaveLength(0);
    clock.increment(1);
    expect(fakes.inputsOf('fetchLatestBuild')).toHaveLength(1);
  });
});
