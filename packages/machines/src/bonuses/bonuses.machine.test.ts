import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bonusPopupClickEvent, ErrorKey, type AnalyticsEvent, type SnackbarRequest } from '@casino/core';
import { FakeActors, flush, type Harness, modelOf, TestClock } from '../../testing/index.ts';
import { testModel } from '../../testing/model-tests.ts';
import { bonusesMachine } from './bonuses.machine.ts';
import { connect } from './bonuses.connect.ts';
import type { BonusesEmitted, BonusesInput, BonusPromotion } from './bonuses.types.ts';

const PROMOTIONS: BonusPromotion[] = [
  { id: 'p-welcome', templateCode: 'WELCOME', tagName: null, visibleTo: 'all' },
  { id: 'p-summer', templateCode: 'SUMMER', tagName: null, visibleTo: 'logged in' },
  { id: 'p-vip', templateCode: null, tagName: 'vip', visibleTo: null },
  { id: 'p-guests', templateCode: 'GUEST', tagName: null, visibleTo: 'not logged in' },
];
const INPUT: BonusesInput = {
  loggedIn: true,
  bonuses: [{ id: 'b-1', status: 'active', playType: 'bonus', templateCode: 'WELCOME' }],
  bonusTemplateOptIns: [{ templateCode: 'WELCOME' }],
  tagNameOptIn: [],
  promotions: PROMOTIONS,
};

type BonusesHarness = Harness<typeof bonusesMachine> & { emitted: BonusesEmitted[]; tracked: AnalyticsEvent[] };

const harness = (input: BonusesInput = INPUT): BonusesHarness => {
  const fakes = new FakeActors();
  const clock = new TestClock();
  const tracked: AnalyticsEvent[] = [];
  const machine = bonusesMachine.provide({
    actors: {
      confirmBonus: fakes.promise('confirmBonus'),
      optInToTemplate: fakes.promise('optInToTemplate'),
      optOutFromTemplate: fakes.promise('optOutFromTemplate'),
      optInToTag: fakes.promise('optInToTag'),
    },
    actions: { track: (_, payload) => tracked.push(payload) },
  });
  const actor = createActor(machine, { clock, input });
  const emitted: BonusesEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, clock, fakes, emitted, tracked };
};

const alert = (title: string): BonusesEmitted => ({ type: 'snackbar.show', message: { title, type: 'alert' } satisfies SnackbarRequest });

describe('bonuses model', () => {
  const model = modelOf(bonusesMachine, {
    input: INPUT,
    events: () => [
      { type: 'bonuses.sync', loggedIn: false },
      { type: 'bonuses.confirm', bonusId: 'b-1', action: 'accept' },
      { type: 'bonuses.confirm', bonusId: 'b-1', action: 'decline' },
      { type: 'bonuses.opt-in', templateCode: 'SUMMER' },
      { type: 'bonuses.opt-out', templateCode: 'WELCOME' },
      { type: 'bonuses.tag-opt-in', tagName: 'vip' },
      ...['confirmBonus', 'optInToTemplate', 'optOutFromTemplate', 'optInToTag'].flatMap((id) => [
        { type: `xstate.done.actor.${id}` },
        { type: `xstate.error.actor.${id}`, error: new Error('HTTP 500: down') },
      ]),
    ],
  });

  const ERROR_KEYS: Record<string, string> = {
    confirmBonus: ErrorKey.unableToConfirmBonus,
    optInToTemplate: ErrorKey.unableToOptinToBonusTemplate,
    optOutFromTemplate: ErrorKey.unableToOptoutFromBonusTemplate,
    optInToTag: ErrorKey.unableToOptinToBonusTemplate,
  };

  testModel(model, harness, {
    afterStep: ({ emitted }, step) => {
      const failed = /^xstate\.error\.actor\.(.+)$/.exec(step.event.type)?.[1];
      if (failed) expect(emitted.at(-1)).toEqual(alert(ERROR_KEYS[failed]!));
      if (step.event.type === 'xstate.done.actor.confirmBonus') expect(emitted.at(-1)).toMatchObject({ type: 'bonuses.confirmed', bonusId: 'b-1' });
    },
  });
});

describe('bonuses behaviour', () => {
  it('tracks casino_bonus_popup_click and sends the confirmation', async () => {
    const h = harness();
    h.actor.send({ type: 'bonuses.confirm', bonusId: 'b-1', action: 'decline' });
    expect(h.tracked).toEqual([bonusPopupClickEvent('b-1', 'decline')]);
    expect(h.fakes.pendingCall('confirmBonus').input).toEqual({ bonusId: 'b-1', action: 'decline' });
    h.fakes.resolve('confirmBonus', undefined);
    await flush();
    expect(h.emitted).toEqual([{ type: 'bonuses.confirmed', bonusId: 'b-1', action: 'decline' }]);
  });

  it('opt-in makes the promotion active only after the server agreed; opt-out makes it available', async () => {
    const h = harness();
    const activityOf = (id: string) => connect(h.actor.getSnapshot()).promotions.find((p) => p.promotion.id === id)?.activity;
    h.actor.send({ type: 'bonuses.opt-in', templateCode: 'SUMMER' });
    expect(connect(h.actor.getSnapshot()).busy).toBe(true);
    expect(activityOf('p-summer')).toBe('available');
    h.fakes.resolve('optInToTemplate', undefined);
    await flush();
    expect(activityOf('p-summer')).toBe('active');
    h.actor.send({ type: 'bonuses.opt-out', templateCode: 'WELCOME' });
    h.fakes.resolve('optOutFromTemplate', undefined);
    await flush();
    expect(activityOf('p-welcome')).toBe('available');
    expect(connect(h.actor.getSnapshot()).bonusTemplateOptIns).toEqual([{ templateCode: 'SUMMER' }]);
  });

  it('a failed tag opt-in shows the opt-in error and changes nothing', async () => {
    const h = harness();
    h.actor.send({ type: 'bonuses.tag-opt-in', tagName: 'vip' });
    expect(h.fakes.pendingCall('optInToTag').input).toEqual({ tagName: 'vip', tags: [{ name: 'vip' }] });
    h.fakes.reject('optInToTag', new Error('HTTP 500: down'));
    await flush();
    expect(h.emitted).toEqual([alert(ErrorKey.unableToOptinToBonusTemplate)]);
    expect(h.actor.getSnapshot().context.tagNameOptIn).toEqual([]);
  });

  it('hides restricted promotions and counts bonuses plus active promotions in the badge', () => {
    const h = harness();
    expect(connect(h.actor.getSnapshot())).toMatchObject({ badgeCount: 2, badgeVisible: true });
    expect(connect(h.actor.getSnapshot()).promotions.map((p) => p.promotion.id)).toEqual(['p-welcome', 'p-summer', 'p-vip']);
    h.actor.send({ type: 'bonuses.sync', loggedIn: false, bonuses: [], bonusTemplateOptIns: [] });
    expect(connect(h.actor.getSnapshot())).toMatchObject({ badgeCount: 0, badgeVisible: false });
    expect(connect(h.actor.getSnapshot()).promotions.map((p) => p.promotion.id)).toEqual(['p-welcome', 'p-vip', 'p-guests']);
  });

  it('the opt-ins always equal what the server accepted, whatever succeeds or fails (property)', async () => {
    const operation = fc.record({
      kind: fc.constantFrom('optIn' as const, 'optOut' as const),
      templateCode: fc.constantFrom('A', 'B', 'C'),
      ok: fc.boolean(),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { maxLength: 12 }), async (operations) => {
        const h = harness({ bonusTemplateOptIns: [] });
        const server = new Set<string>();
        for (const { kind, templateCode, ok } of operations) {
          h.actor.send({ type: kind === 'optIn' ? 'bonuses.opt-in' : 'bonuses.opt-out', templateCode });
          const actorName = kind === 'optIn' ? 'optInToTemplate' : 'optOutFromTemplate';
          if (ok) {
            if (kind === 'optIn') server.add(templateCode);
            else server.delete(templateCode);
            h.fakes.resolve(actorName, undefined);
          } else h.fakes.reject(actorName, new Error('x'));
          await flush();
          expect(new Set(h.actor.getSnapshot().context.bonusTemplateOptIns.map((o) => o.templateCode))).toEqual(server);
        }
        h.actor.stop();
      }),
      { numRuns: 60 },
    );
  }, 60_000);
});
