import { ErrorKey, JACKPOT_CACHE_MS, jackpotSeed, jackpotValuesAt, type Jackpot, type SnackbarRequest } from '@casino/core';
import { DEFAULT_NOW, generateWorld } from '@casino/demo-data';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { FakeActors, flush, modelOf, TestClock, type ModelEvent } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { connect } from './jackpots.connect.ts';
import { jackpotsMachine } from './jackpots.machine.ts';

const world = generateWorld({ size: 40 });
const jackpots: readonly Jackpot[] = world.jackpots.slice(0, 2);
const now = Date.parse(DEFAULT_NOW);
const input = { locale: 'cs', now };

/** The portal's requestAnimationFrame clock and visibility listener, driven by hand. */
const start = () => {
  const clock = new TestClock();
  const fakes = new FakeActors();
  const machine = jackpotsMachine.provide({
    actors: {
      fetchJackpots: fakes.promise('fetchJackpots'),
      animationClock: fakes.callback('animationClock'),
      documentVisibility: fakes.callback('documentVisibility'),
    },
  });
  const actor = createActor(machine, { input, clock });
  const snackbars: SnackbarRequest[] = [];
  actor.on('snackbar.show', (event) => snackbars.push(event.message));
  actor.start();
  const runningTicker = () => fakes.runningCalls().find((call) => call.name === 'animationClock');
  const tick = (at: number) => runningTicker()?.sendBack({ type: 'jackpots.tick', now: at });
  const setHidden = (hidden: boolean) => fakes.running('documentVisibility').sendBack({ type: 'jackpots.visibility-changed', hidden });
  // Ticks come from the running animation clock, visibility from the document listener.
  const route = (event: EventObject) => {
    if (event.type === 'jackpots.tick') tick((event as { now: number } & EventObject).now);
    else if (event.type === 'jackpots.visibility-changed') setHidden((event as { hidden: boolean } & EventObject).hidden);
    else return false;
    return true;
  };
  return { actor, clock, fakes, snackbars, runningTicker, tick, setHidden, route };
};

describe('jackpots model', () => {
  const events: ModelEvent<typeof jackpotsMachine>[] = [
    { type: 'jackpots.route-changed', now: now + 10_000 },
    { type: 'jackpots.route-changed', now: now + JACKPOT_CACHE_MS + 10_000 },
    { type: 'jackpots.refresh', now: now + 5_000, force: true },
    { type: 'jackpots.locale-changed', locale: 'en', now: now + 2_000 },
    { type: 'jackpots.tick', now: now + 5_000 },
    { type: 'jackpots.visibility-changed', hidden: true },
    { type: 'jackpots.visibility-changed', hidden: false },
    { type: 'xstate.done.actor.fetchJackpots', output: jackpots },
    { type: 'xstate.error.actor.fetchJackpots', error: new Error('HTTP 500: Internal Server Error') },
  ];
  const model = modelOf(jackpotsMachine, {
    events,
    input,
    // States that differ only in their timestamps behave alike for the model: what matters is
    // whether amounts were fetched, in which locale, and whether the last fetch failed.
    vertexKey: ({ context }) => ({ fetched: context.fetchedAt !== null, locale: context.locale, failed: context.failed }),
    // The two regions are independent: the clock is modelled while the data is idle.
    filterEvents: (snapshot, event) =>
      !event.type.startsWith('jackpots.visibility') && event.type !== 'jackpots.tick'
        ? true
        : snapshot.matches({ data: 'idle' }) && snapshot.context.fetchedAt !== null,
  });
  testModel(model, start);
});

describe('jackpots machine', () => {
  it('skips a route-change refetch within 30 s of the last fetch, not after, and refetches when forced', async () => {
    const { actor, fakes } = start();
    fakes.resolve('fetchJackpots', jackpots);
    await flush();
    actor.send({ type: 'jackpots.route-changed', now: now + JACKPOT_CACHE_MS - 1 });
    expect(fakes.inputsOf('fetchJackpots')).toHaveLength(1);
    actor.send({ type: 'jackpots.refresh', now: now + 1, force: true });
    expect(fakes.inputsOf('fetchJackpots')).toHaveLength(2);
    fakes.resolve('fetchJackpots', jackpots);
    await flush();
    expect(actor.getSnapshot().context.fetchedAt).toBe(now + 1);
    actor.send({ type: 'jackpots.route-changed', now: now + 1 + JACKPOT_CACHE_MS });
    expect(fakes.inputsOf('fetchJackpots')).toHaveLength(3);
    expect(JACKPOT_CACHE_MS).toBe(30_000);
  });

  it('refetches in the new locale on every locale change, restarting a fetch under way', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'jackpots.locale-changed', locale: 'en', now: now + 1 });
    fakes.resolve('fetchJackpots', jackpots);
    await flush();
    actor.send({ type: 'jackpots.locale-changed', locale: 'cs', now: now + 2 });
    expect(fakes.inputsOf('fetchJackpots')).toEqual([{ locale: 'cs' }, { locale: 'en' }, { locale: 'cs' }]);
  });

  it('shows each level climbing from 99 % with core’s values, on one shared clock', async () => {
    const { actor, fakes, tick } = start();
    expect(connect(actor.getSnapshot())).toMatchObject({ loading: true, jackpots: [] });
    fakes.resolve('fetchJackpots', jackpots);
    await flush();
    const amounts = jackpots[0]!.jackpotLevels.map((level) => level.amount);
    const atFetch = connect(actor.getSnapshot()).jackpots[0]!.levels.map((level) => level.value);
    expect(atFetch).toEqual(jackpotValuesAt(amounts, 0, jackpotSeed(jackpots[0]!.id)));
    expect(atFetch[0]).toBeCloseTo(amounts[0]! * 0.99, 1);
    tick(now + 60_000);
    const view = connect(actor.getSnapshot());
    for (const [index, jackpot] of jackpots.entries()) {
      expect(view.jackpots[index]!.levels.map((level) => level.value)).toEqual(
        jackpotValuesAt(
          jackpot.jackpotLevels.map((level) => level.amount),
          60_000,
          jackpotSeed(jackpot.id),
        ),
      );
    }
  });

  it('pauses the tickers while the document is hidden', async () => {
    const { actor, fakes, tick, setHidden, runningTicker } = start();
    fakes.resolve('fetchJackpots', jackpots);
    await flush();
    tick(now + 1000);
    setHidden(true);
    expect(runningTicker()).toBeUndefined();
    actor.send({ type: 'jackpots.tick', now: now + 99_000 });
    expect(connect(actor.getSnapshot())).toMatchObject({ paused: true });
    expect(actor.getSnapshot().context.now).toBe(now + 1000);
    setHidden(false);
    tick(now + 2000);
    expect(connect(actor.getSnapshot()).paused).toBe(false);
    expect(actor.getSnapshot().context.now).toBe(now + 2000);
  });

  it('shows errors.failed-to-fetch-jackpots and keeps the last amounts', async () => {
    const { actor, fakes, snackbars } = start();
    fakes.resolve('fetchJackpots', jackpots);
    await flush();
    actor.send({ type: 'jackpots.refresh', now: now + 1, force: true });
    fakes.reject('fetchJackpots', new Error('Request timed out'));
    await flush();
    expect(snackbars).toEqual([{ title: ErrorKey.failedToFetchJackpots, type: 'alert' }]);
    expect(connect(actor.getSnapshot())).toMatchObject({ failed: true });
    expect(connect(actor.getSnapshot()).jackpots).toHaveLength(jackpots.length);
  });

  it('property: shown values never fall and never pass the amount as the clock runs', async () => {
    const { actor, fakes, tick } = start();
    fakes.resolve('fetchJackpots', jackpots);
    await flush();
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 15 * 60_000 }), { maxLength: 15 }), (steps) => {
        let at = now;
        tick(at);
        let previous = connect(actor.getSnapshot()).jackpots;
        for (const step of steps) {
          at += step;
          tick(at);
          const current = connect(actor.getSnapshot()).jackpots;
          current.forEach((jackpot, j) =>
            jackpot.levels.forEach((level, l) => {
              expect(level.value).toBeGreaterThanOrEqual(previous[j]!.levels[l]!.value);
              expect(level.value).toBeLessThanOrEqual(level.amount);
            }),
          );
          previous = current;
        }
      }),
    );
  });
});
