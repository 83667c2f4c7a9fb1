// The rows' turns over generated runs of asking, drawing and going away, against a model of the
// rule: one turn held at a time, given in the order asked, never two in one frame,
// and everyone still asking is given one in the end.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowTurns } from './row-turns.ts';

/** A frame the test runs when it says: what the turns asked to run at the next one. */
const frames = () => {
  let queued: Array<() => void> = [];
  return {
    nextFrame: (next: () => void) => void queued.push(next),
    run: () => {
      const due = queued;
      queued = [];
      for (const next of due) next();
    },
    pending: () => queued.length,
  };
};

type Step = { readonly kind: 'ask' } | { readonly kind: 'give-back'; readonly which: number } | { readonly kind: 'frame' };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: 'ask' } as const),
  fc.record({ kind: fc.constant('give-back' as const), which: fc.nat({ max: 20 }) }),
  fc.constant({ kind: 'frame' } as const),
);

describe('row turns', () => {
  it('gives the first asking its turn at the next frame and the next one a frame after it is given back', () => {
    const frame = frames();
    const turns = rowTurns(frame.nextFrame);
    const granted: string[] = [];
    const first = turns.ask(() => granted.push('first'));
    turns.ask(() => granted.push('second'));
    expect(granted).toEqual([]);
    frame.run();
    expect(granted).toEqual(['first']);
    first();
    expect(granted).toEqual(['first']);
    frame.run();
    expect(granted).toEqual(['first', 'second']);
  });

  it('skips a row that went before its turn came, and giving back twice gives nothing more', () => {
    const frame = frames();
    const turns = rowTurns(frame.nextFrame);
    const granted: string[] = [];
    const first = turns.ask(() => granted.push('first'));
    const gone = turns.ask(() => granted.push('gone'));
    turns.ask(() => granted.push('third'));
    frame.run();
    gone();
    first();
    first();
    frame.run();
    expect(granted).toEqual(['first', 'third']);
    expect(frame.pending()).toBe(0);
  });

  it('asks for no frame while nobody waits (an idle page does no work)', () => {
    const frame = frames();
    const turns = rowTurns(frame.nextFrame);
    const only = turns.ask(() => undefined);
    frame.run();
    only();
    frame.run();
    expect(frame.pending()).toBe(0);
    // A row that goes before its turn came leaves no frame asked for either.
    const gone = turns.ask(() => undefined);
    gone();
    frame.run();
    expect(frame.pending()).toBe(0);
  });

  it('holds one turn at a time, in the order asked, at most one a frame, and everyone is served (property)', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const frame = frames();
        const turns = rowTurns(frame.nextFrame);
        const askings: Array<{ giveBack: () => void; state: 'waiting' | 'holding' | 'done' }> = [];
        const grantedOrder: number[] = [];
        let grantsThisFrame = 0;
        const ask = () => {
          const id = askings.length;
          const asking: { giveBack: () => void; state: 'waiting' | 'holding' | 'done' } = { giveBack: () => undefined, state: 'waiting' };
          askings.push(asking);
          asking.giveBack = turns.ask(() => {
            expect(asking.state).toBe('waiting');
            asking.state = 'holding';
            grantedOrder.push(id);
            grantsThisFrame += 1;
          });
        };
        const giveBack = (which: number) => {
          const asking = askings[which % Math.max(1, askings.length)];
          if (asking === undefined) return;
          asking.giveBack();
          asking.state = 'done';
        };
        const check = () => {
          expect(askings.filter((asking) => asking.state === 'holding').length).toBeLessThanOrEqual(1);
          expect(grantsThisFrame).toBeLessThanOrEqual(1);
          // Given in the order asked.
          expect([...grantedOrder].sort((a, b) => a - b)).toEqual(grantedOrder);
        };
        for (const next of steps) {
          if (next.kind === 'ask') ask();
          else if (next.kind === 'give-back') giveBack(next.which);
          else {
            grantsThisFrame = 0;
            frame.run();
          }
          check();
        }
        // Everyone drawing in turn and giving the turn back: every row still asking is served.
        for (let round = 0; round <= askings.length; round += 1) {
          for (const asking of askings) if (asking.state === 'holding') giveBack(askings.indexOf(asking));
          grantsThisFrame = 0;
          frame.run();
          check();
        }
        expect(askings.filter((asking) => asking.state === 'waiting')).toEqual([]);
      }),
    );
  });
});
