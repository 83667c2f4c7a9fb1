// When a page's runtime starts: at once with a possible session, else at the first interaction or
// when the page has been left alone, and only once whatever comes first.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INTERACTION_EVENTS, whenToStart } from './start-trigger.ts';

/** A page's trigger over a real EventTarget, with the left-alone moment in the test's hand. */
const page = (mayHaveSession: boolean) => {
  const events = new EventTarget();
  let leftAlone: (() => void) | null = null;
  let leftAloneCancelled = false;
  const trigger = {
    mayHaveSession,
    events,
    leftAlone: (then: () => void) => {
      leftAlone = then;
      return () => {
        leftAloneCancelled = true;
      };
    },
  };
  return { trigger, events, fireLeftAlone: () => leftAlone?.(), leftAloneCancelled: () => leftAloneCancelled };
};

type Step = { readonly kind: 'interaction'; readonly type: (typeof INTERACTION_EVENTS)[number] } | { readonly kind: 'left-alone' } | { readonly kind: 'other' };

const step = fc.oneof(
  fc.constantFrom(...INTERACTION_EVENTS).map((type): Step => ({ kind: 'interaction', type })),
  fc.constant<Step>({ kind: 'left-alone' }),
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

  it('otherwise starts exactly once, at the first interaction or left-alone moment, and not before', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 12 }), (steps) => {
        const { trigger, events, fireLeftAlone, leftAloneCancelled } = page(false);
        let starts = 0;
        whenToStart(trigger, () => starts++);
        const first = steps.findIndex((s) => s.kind !== 'other');
        steps.forEach((s, index) => {
          if (s.kind === 'interaction') events.dispatchEvent(new Event(s.type));
          else if (s.kind === 'left-alone') fireLeftAlone();
          else events.dispatchEvent(new Event('scroll'));
          expect(starts).toBe(first !== -1 && index >= first ? 1 : 0);
        });
        // Once started, the left-alone wait is given back.
        expect(leftAloneCancelled()).toBe(first !== -1);
      }),
    );
  });

  it('starts never once cancelled', () => {
    const { trigger, events, fireLeftAlone } = page(false);
    let starts = 0;
    const cancel = whenToStart(trigger, () => starts++);
    cancel();
    for (const type of INTERACTION_EVENTS) events.dispatchEvent(new Event(type));
    fireLeftAlone();
    expect(starts).toBe(0);
  });
});
