// The bottom sheet's swipe rule: up never closes, a tap never closes, further or faster never
// turns a close into a stay, and a quarter of the sheet (or 120 px) always closes.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sheetOffset, SWIPE_SLOP_PX, swipeCloses } from './drawer-swipe.ts';

const swipe = fc.record({
  distance: fc.double({ min: -1_000, max: 1_000, noNaN: true }),
  velocity: fc.double({ min: -5, max: 5, noNaN: true }),
  height: fc.double({ min: 100, max: 1_000, noNaN: true }),
});

describe('swipeCloses', () => {
  it('never closes on a swipe up or a tap, however fast', () => {
    fc.assert(fc.property(swipe, (each) => !swipeCloses({ ...each, distance: Math.min(each.distance, SWIPE_SLOP_PX) })));
  });

  it('further or faster never turns a close into a stay', () => {
    fc.assert(
      fc.property(swipe, fc.double({ min: 0, max: 500, noNaN: true }), fc.double({ min: 0, max: 5, noNaN: true }), (each, more, faster) => {
        if (swipeCloses(each)) expect(swipeCloses({ ...each, distance: each.distance + more, velocity: each.velocity + faster })).toBe(true);
      }),
    );
  });

  it('closes past a quarter of the sheet or 120 px, at any speed', () => {
    fc.assert(fc.property(swipe, (each) => swipeCloses({ ...each, distance: Math.max(Math.min(120, each.height / 4), each.distance) })));
  });

  it('closes on a flick past the slop, stays on a slow short drag', () => {
    expect(swipeCloses({ distance: 40, velocity: 1, height: 600 })).toBe(true);
    expect(swipeCloses({ distance: 40, velocity: 0.1, height: 600 })).toBe(false);
  });
});

describe('sheetOffset', () => {
  it('follows the finger down and never lifts the sheet', () => {
    fc.assert(fc.property(fc.double({ min: -1_000, max: 1_000, noNaN: true }), (distance) => sheetOffset(distance) === Math.max(0, distance)));
  });
});
