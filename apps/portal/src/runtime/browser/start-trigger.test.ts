// When a page's runtime starts: at once with a possible session, else once the first interaction's
// own work is done or when the page has been left alone, and only once whatever comes first.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTERACTION_EVENTS, whenToStart } from './start-trigger.ts';

/** A page's trigger over a real EventTarget, with the left-alone and after-interaction moments in the test's hand. */
const page = (mayHaveSession: boolean) => {
  const events = new EventTarget();
  let leftAlone: (() => void) | null = null;
  let leftAloneCancelled = false;
  let idle: (() => void) | null = null;
  let idleAsked = 0;
  const trigger = {
    mayHaveSession,
    events,
    leftAlone: (then: () => void) => {
      leftAlone = then;
      return () => {
        leftAloneCancelled = true;
      };
    },
    afterInteraction: (then: () => void) => {
      idleAsked += 1;
      idle = then;
      return () => {
        idle = null;
      };
    },
  };
  return {
    trigger,
    events,
    fireLeftAlone: () => leftAlone?.(),
    fireIdle: () => idle?.(),
    leftAloneCancelled: () => leftAloneCancelled,
    idleAsked: () => idleAsked,
  };
};

type Step =
  | { readonly kind: 'interaction'; readonly type: (typeof INTERACTION_EVENTS)[number] }
  | { readonly kind: 'left-alone' }
  | { readonly kind: 'idle' }
  | { readonly kind: 'other' };

const step = fc.oneof(
  fc.constantFrom(...INTERACTION_EVENTS).map((type): Step => ({ kind: 'interaction', type })),
  fc.constant<Step>({ kind: 'left-alone' }),
  fc.constant<Step>({ kind: 'idle' }),
  fc.constant<Step>({ kind: 'other' }),
);

describe('whenToStart', () => {
  it('starts at once when the browser may hold a session, and listens to nothing', () => {
    const { trigger, events, fireLeftAlone } = page(true);
    let starts = 0;
    whenToStart(trigger, () => starts++);
    expect(starts).toBe(1);
    events.dispatchEvent(new Event('pointerdown'));
    fireLeftAlone();
    expect(starts).toBe(1);
  });

  it('otherwise starts exactly once, at the idle moment after the first interaction or when left alone, and not before', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const { trigger, events, fireLeftAlone, fireIdle, leftAloneCancelled, idleAsked } = page(false);
        let starts = 0;
        whenToStart(trigger, () => starts++);
        const interaction = steps.findIndex((s) => s.kind === 'interaction');
        const idleAfter = steps.findIndex((s, index) => s.kind === 'idle' && interaction !== -1 && index > interaction);
        const leftAlone = steps.findIndex((s) => s.kind === 'left-alone');
        const first = Math.min(...[idleAfter, leftAlone].filter((index) => index !== -1), Number.POSITIVE_INFINITY);
        steps.forEach((s, index) => {
          if (s.kind === 'interaction') events.dispatchEvent(new Event(s.type));
          else if (s.kind === 'left-alone') fireLeftAlone();
          else if (s.kind === 'idle') fireIdle();
          else events.dispatchEvent(new Event('scroll'));
          expect(starts).toBe(index >= first ? 1 : 0);
        });
        // Only the first interaction asks for an idle moment; once started, the left-alone wait is given back.
        expect(idleAsked()).toBe(interaction !== -1 && (leftAlone === -1 || interaction < leftAlone) ? 1 : 0);
        expect(leftAloneCancelled()).toBe(first !== Number.POSITIVE_INFINITY);
      }),
    );
  });

  it('starts never once cancelled', () => {
    const { trigger, events, fireLeftAlone, fireIdle } = page(false);
    let starts = 0;
    const cancel = whenToStart(trigger, () => starts++);
    cancel();
    for (const type of INTERACTION_EVENTS) events.dispatchEvent(new Event(type));
    fireLeftAlone();
    fireIdle();
    expect(starts).toBe(0);
  });

  it('starts never when cancelled between the interaction and its idle moment', () => {
    const { trigger, events, fireIdle } = page(false);
    let starts = 0;
    const cancel = whenToStart(trigger, () => starts++);
    events.dispatchEvent(new Event('pointerdown'));
    cancel();
    fireIdle();
    expect(starts).toBe(0);
  });
});
