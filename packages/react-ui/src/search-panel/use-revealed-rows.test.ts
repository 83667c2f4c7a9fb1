// @vitest-environment happy-dom
// A new list draws its first screen of rows, the rest follow a step per render until all are drawn;
// another list starts again from its first rows, and a longer list (show more) keeps stepping.
import fc from 'fast-check';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_ROWS, ROWS_PER_STEP, rowsAfterStep, useRevealedRows } from './use-revealed-rows.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const drawn: number[] = [];
function Probe({ listKey, total }: { readonly listKey: string; readonly total: number }) {
  drawn.push(useRevealedRows(listKey, total));
  return null;
}

let root: Root;
const render = (listKey: string, total: number) => act(() => root.render(createElement(Probe, { listKey, total })));

beforeEach(() => {
  drawn.length = 0;
  root = createRoot(document.createElement('div'));
});
afterEach(() => act(() => root.unmount()));

describe('rowsAfterStep', () => {
  it('adds a step, never past the list, and reaches its end in as many steps as it holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), (start, total) => {
        let count = Math.min(start, total);
        let steps = 0;
        while (count < total) {
          const next = rowsAfterStep(count, total);
          expect(next).toBeGreaterThan(count);
          expect(next).toBeLessThanOrEqual(total);
          expect(next - count).toBeLessThanOrEqual(ROWS_PER_STEP);
          count = next;
          steps += 1;
        }
        expect(steps).toBe(Math.ceil((total - Math.min(start, total)) / ROWS_PER_STEP));
      }),
    );
  });
});

describe('useRevealedRows', () => {
  it("draws a new list's first rows first, then the rest in later renders", () => {
    render('a', 40);
    expect(drawn[0]).toBe(FIRST_ROWS);
    expect(drawn.at(-1)).toBe(40);
    expect(drawn.filter((count) => count < 40).length).toBeGreaterThan(1);
  });

  it('starts another list from its first rows, draws a short one whole, and steps on when the list grows', () => {
    render('a', 40);
    drawn.length = 0;
    render('b', 40);
    expect(drawn[0]).toBe(FIRST_ROWS);
    expect(drawn.at(-1)).toBe(40);
    render('c', 3);
    expect(drawn.at(-1)).toBe(3);
    render('d', 40);
    drawn.length = 0;
    render('d', 80);
    expect(drawn[0]).toBe(40);
    expect(drawn.at(-1)).toBe(80);
  });
});
