import { ErrorKey, LabelKey, WEB_MESSAGE_DISMISS_MS, type SnackbarRequest, type WebMessage, type WebMessageDismissals } from '@casino/core';
import { DEFAULT_NOW } from '@casino/demo-data';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FakeActors, flush, modelOf, TestClock, type ModelEvent } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { connect } from './web-messages.connect.ts';
import { webMessagesMachine } from './web-messages.machine.ts';
import type { WebMessagesInput } from './web-messages.types.ts';

const now = Date.parse(DEFAULT_NOW);
const HOUR = 3_600_000;
const message = (id: string, priority: number, startOffsetH: number, endOffsetH: number | null): WebMessage => ({
  id,
  priority,
  title: id,
  text: id,
  start: new Date(now + startOffsetH * HOUR).toISOString(),
  end: endOffsetH === null ? null : new Date(now + endOffsetH * HOUR).toISOString(),
});
const messages = [message('past', 9, -48, -24), message('low', 1, -1, null), message('high', 5, -2, 2), message('future', 7, 1, 5)];

const start = (input: WebMessagesInput) => {
  const clock = new TestClock();
  const fakes = new FakeActors();
  const saved: WebMessageDismissals[] = [];
  const machine = webMessagesMachine.provide({
    actors: { fetchWebMessages: fakes.promise('fetchWebMessages') },
    actions: { saveDismissals: (_, dismissedAt) => void saved.push(dismissedAt) },
  });
  const actor = createActor(machine, { input, clock });
  const snackbars: SnackbarRequest[] = [];
  actor.on('snackbar.show', (event) => snackbars.push(event.message));
  actor.start();
  return { actor, clock, fakes, saved, snackbars };
};
const enabled: WebMessagesInput = { enabled: true, now, dismissedAt: {} };
const ids = (view: ReturnType<typeof connect>) => view.visible.map((m) => m.id);

describe('web messages model', () => {
  const events: ModelEvent<typeof webMessagesMachine>[] = [
    { type: 'web-messages.retry' },
    { type: 'web-messages.dismiss', id: 'high', now: now + 1000 },
    { type: 'web-messages.clock', now: now + 2 * HOUR },
    { type: 'xstate.done.actor.fetchWebMessages', output: messages },
    { type: 'xstate.error.actor.fetchWebMessages', error: new Error('HTTP 500: Internal Server Error') },
  ];
  testModel(modelOf(webMessagesMachine, { events, inputs: [enabled, { ...enabled, enabled: false }] }), start);
});

describe('web messages machine', () => {
  it('shows the messages whose window holds now, highest priority first', async () => {
    const { actor, fakes } = start(enabled);
    expect(connect(actor.getSnapshot())).toMatchObject({ loading: true, visible: [] });
    fakes.resolve('fetchWebMessages', messages);
    await flush();
    expect(ids(connect(actor.getSnapshot()))).toEqual(['high', 'low']);
    actor.send({ type: 'web-messages.clock', now: now + 3 * HOUR });
    expect(ids(connect(actor.getSnapshot()))).toEqual(['future', 'low']);
  });

  it('remembers a dismissal for 12 hours, saving it with its time', async () => {
    const { actor, fakes, saved } = start(enabled);
    fakes.resolve('fetchWebMessages', messages);
    await flush();
    actor.send({ type: 'web-messages.dismiss', id: 'low', now });
    expect(ids(connect(actor.getSnapshot()))).toEqual(['high']);
    expect(saved).toEqual([{ low: now }]);
    actor.send({ type: 'web-messages.clock', now: now + WEB_MESSAGE_DISMISS_MS - 1 });
    expect(ids(connect(actor.getSnapshot()))).toEqual([]);
    actor.send({ type: 'web-messages.clock', now: now + WEB_MESSAGE_DISMISS_MS });
    expect(ids(connect(actor.getSnapshot()))).toEqual(['low']);
  });

  it('honours dismissals kept from an earlier visit', async () => {
    const { actor, fakes } = start({ ...enabled, dismissedAt: { high: now - HOUR, low: now - 13 * HOUR } });
    fakes.resolve('fetchWebMessages', messages);
    await flush();
    expect(ids(connect(actor.getSnapshot()))).toEqual(['low']);
  });

  it('does not fetch when the site disables web messages', () => {
    const { actor, fakes } = start({ ...enabled, enabled: false });
    expect(fakes.inputsOf('fetchWebMessages')).toEqual([]);
    expect(connect(actor.getSnapshot())).toEqual({ visible: [], loading: false, failed: false });
  });

  it('shows errors.failed-to-fetch-web-messages with Try again', async () => {
    const { actor, fakes, snackbars } = start(enabled);
    fakes.reject('fetchWebMessages', new Error('HTTP 503: Service Unavailable'));
    await flush();
    expect(connect(actor.getSnapshot()).failed).toBe(true);
    expect(snackbars).toEqual([{ title: ErrorKey.failedToFetchWebMessages, type: 'alert', actionText: LabelKey.tryAgain, action: expect.any(Function) }]);
    snackbars[0]!.action!();
    fakes.resolve('fetchWebMessages', messages);
    await flush();
    expect(ids(connect(actor.getSnapshot()))).toEqual(['high', 'low']);
  });

  it('property: a dismissed message stays hidden for 12 hours and the saved record has only live dismissals', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ id: fc.constantFrom('low', 'high'), after: fc.integer({ min: 0, max: 20 * HOUR }) }), { maxLength: 8 }),
        async (steps) => {
          const run = start(enabled);
          run.fakes.resolve('fetchWebMessages', messages);
          await flush();
          let time = now - 3 * HOUR;
          for (const step of steps) {
            time += step.after;
            run.actor.send({ type: 'web-messages.dismiss', id: step.id, now: time });
            const record = run.saved.at(-1)!;
            expect(record[step.id]).toBe(time);
            for (const at of Object.values(record)) expect(time - at).toBeLessThan(WEB_MESSAGE_DISMISS_MS);
            expect(ids(connect(run.actor.getSnapshot()))).not.toContain(step.id);
          }
        },
      ),
    );
  });
});
