import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { panicStepEvent, type AnalyticsEvent } from '@casino/core';
import { FakeActors, type Harness, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { panicMachine } from './panic.machine.ts';
import { connect } from './panic.connect.ts';
import type { PanicEvent } from './panic.types.ts';

const PANIC_STEPS = ['start', 'confirm', 'block'] as const;
const URL = 'https://responsible-gaming.example/self-exclusion';
const HOLD = 3000;

type PanicHarness = Harness<typeof panicMachine> & { tracked: AnalyticsEvent[]; redirects: string[] };

const harness = (): PanicHarness => {
  const fakes = new FakeActors();
  const clock = new TestClock();
  const tracked: AnalyticsEvent[] = [];
  const redirects: string[] = [];
  const machine = panicMachine.provide({
    actors: { block: fakes.promise('block') },
    actions: {
      track: (_, payload) => tracked.push(payload),
      redirect: (_, { url }) => redirects.push(url),
    },
  });
  const actor = createActor(machine, { clock, input: { responsibleGamingUrl: URL } }).start();
  return { actor, clock, fakes, tracked, redirects };
};

describe('panic model', () => {
  const model = modelOf(panicMachine, {
    input: { responsibleGamingUrl: URL },
    events: () => [
      { type: 'panic.click' },
      { type: 'panic.press-start' },
      { type: 'panic.press-end' },
      { type: 'panic.confirm' },
      { type: 'panic.cancel' },
      { type: 'panic.user-changed', selfExclusionReasonCode: 'PANIC' },
      { type: 'panic.user-changed', selfExclusionReasonCode: null },
      { type: 'xstate.done.actor.block' },
      { type: 'xstate.error.actor.block', error: new Error('refused') },
      { type: 'xstate.after.panicHold.panic.holding' },
    ],
  });

  testModel(model, harness, {
    afterStep: ({ redirects }, step) => {
      expect(redirects).toEqual(step.state.matches('redirected') ? [URL] : []);
    },
  });
});

describe('panic behaviour', () => {
  it('opens the confirmation on a click and tracks start, confirm, block', async () => {
    const h = harness();
    h.actor.send({ type: 'panic.click' });
    expect(connect(h.actor.getSnapshot()).confirmationOpen).toBe(true);
    h.actor.send({ type: 'panic.confirm' });
    h.fakes.resolve('block', undefined);
    await new Promise((r) => setTimeout(r, 0));
    expect(connect(h.actor.getSnapshot()).blocked).toBe(true);
    expect(h.tracked).toEqual([panicStepEvent('start'), panicStepEvent('confirm'), panicStepEvent('block')]);
  });

  it('opens after exactly 3000 ms of holding, not before', () => {
    const h = harness();
    h.actor.send({ type: 'panic.press-start' });
    h.clock.increment(HOLD - 1);
    expect(connect(h.actor.getSnapshot()).holding).toBe(true);
    h.clock.increment(1);
    expect(connect(h.actor.getSnapshot()).confirmationOpen).toBe(true);
  });

  it('a press released early opens nothing', () => {
    const h = harness();
    h.actor.send({ type: 'panic.press-start' });
    h.clock.increment(HOLD - 1);
    h.actor.send({ type: 'panic.press-end' });
    h.clock.increment(HOLD);
    expect(h.actor.getSnapshot().value).toBe('idle');
    expect(h.tracked).toEqual([]);
  });

  it('keeps the confirmation open with a failure flag when blocking fails', async () => {
    const h = harness();
    h.actor.send({ type: 'panic.click' });
    h.actor.send({ type: 'panic.confirm' });
    h.fakes.reject('block', new Error('HTTP 500: down'));
    await new Promise((r) => setTimeout(r, 0));
    expect(connect(h.actor.getSnapshot())).toMatchObject({ confirmationOpen: true, blockFailed: true });
  });

  it('any sequence: redirects once exactly when a reason code appears, and every hold opens after 3000 ms (property)', () => {
    const step = fc.oneof(
      fc.constantFrom<PanicEvent>(
        { type: 'panic.click' },
        { type: 'panic.press-start' },
        { type: 'panic.press-end' },
        { type: 'panic.confirm' },
        { type: 'panic.cancel' },
        { type: 'panic.user-changed', selfExclusionReasonCode: null },
        { type: 'panic.user-changed', selfExclusionReasonCode: 'CODE' },
      ),
      fc.integer({ min: 0, max: 4000 }).map((ms) => ({ type: 'wait', ms }) as const),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const h = harness();
        let sawCode = false;
        for (const s of steps) {
          if (s.type === 'wait') h.clock.increment(s.ms);
          else h.actor.send(s);
          if (s.type === 'panic.user-changed' && s.selfExclusionReasonCode) sawCode = true;
        }
        expect(h.redirects).toEqual(sawCode ? [URL] : []);
        // Steps come in order: never a confirm without a start before it, never a block without a confirm.
        const counts = { start: 0, confirm: 0, block: 0 };
        for (const tracked of h.tracked) {
          const stepName = PANIC_STEPS.find((name) => JSON.stringify(panicStepEvent(name)) === JSON.stringify(tracked));
          expect(stepName).toBeDefined();
          counts[stepName!] += 1;
          expect(counts.confirm).toBeLessThanOrEqual(counts.start);
          expect(counts.block).toBeLessThanOrEqual(counts.confirm);
        }
        h.actor.stop();
      }),
      { numRuns: 200 },
    );
  });
});

describe('panic after a failed block', () => {
  it('keeps the confirmation open and tracks one start for the attempt: start, confirm, confirm, block', async () => {
    const h = harness();
    h.actor.send({ type: 'panic.click' });
    h.actor.send({ type: 'panic.confirm' });
    h.fakes.reject('block', new Error('HTTP 503'));
    await new Promise((r) => setTimeout(r, 0));
    expect(connect(h.actor.getSnapshot())).toMatchObject({ confirmationOpen: true, blockFailed: true });
    h.actor.send({ type: 'panic.confirm' });
    h.fakes.resolve('block', undefined);
    await new Promise((r) => setTimeout(r, 0));
    expect(h.tracked).toEqual([panicStepEvent('start'), panicStepEvent('confirm'), panicStepEvent('confirm'), panicStepEvent('block')]);
  });
});
