import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ModalPriority } from '../constants.ts';
import { stackModals, type OpenModalEntry } from './modal-stack.ts';

const priorities = Object.keys(ModalPriority) as ModalPriority[];

describe('stackModals (part 2 §4)', () => {
  it('the spec priorities', () => {
    expect(ModalPriority).toEqual({ lowest: 2000, low: 2200, medium: 2400, high: 5000, highest: 6000 });
  });

  it.each([
    { name: 'nothing open', open: [], stacked: [] },
    {
      name: 'one modal',
      open: [{ id: 'search', priority: 'medium', order: 0 }],
      stacked: [{ id: 'search', priority: 'medium', zIndex: 2400, isTop: true }],
    },
    {
      name: 'a higher priority lies above one opened later',
      open: [
        { id: 'alert', priority: 'highest', order: 0 },
        { id: 'drawer', priority: 'lowest', order: 1 },
      ],
      stacked: [
        { id: 'drawer', priority: 'lowest', zIndex: 2000, isTop: false },
        { id: 'alert', priority: 'highest', zIndex: 6000, isTop: true },
      ],
    },
    {
      name: 'within one priority the later-opened lies on top',
      open: [
        { id: 'b', priority: 'low', order: 5 },
        { id: 'a', priority: 'low', order: 2 },
        { id: 'c', priority: 'high', order: 3 },
      ],
      stacked: [
        { id: 'a', priority: 'low', zIndex: 2200, isTop: false },
        { id: 'b', priority: 'low', zIndex: 2201, isTop: false },
        { id: 'c', priority: 'high', zIndex: 5000, isTop: true },
      ],
    },
  ] satisfies { name: string; open: OpenModalEntry[]; stacked: unknown[] }[])('$name', ({ open, stacked }) => {
    expect(stackModals(open)).toEqual(stacked);
  });

  const openModals = fc.array(fc.constantFrom(...priorities), { maxLength: 30 }).chain((list) =>
    fc
      .shuffledSubarray(
        list.map((_, order) => order),
        { minLength: list.length, maxLength: list.length },
      )
      .map((orders) => list.map((priority, index): OpenModalEntry => ({ id: `m${index}`, priority, order: orders[index]! }))),
  );

  it('keeps every modal once, paints bottom to top with rising z-index and marks only the last as top', () => {
    fc.assert(
      fc.property(openModals, (open) => {
        const stacked = stackModals(open);
        expect(stacked.map((modal) => modal.id).sort()).toEqual(open.map((modal) => modal.id).sort());
        for (let i = 1; i < stacked.length; i++) expect(stacked[i]!.zIndex).toBeGreaterThan(stacked[i - 1]!.zIndex);
        expect(stacked.filter((modal) => modal.isTop).map((modal) => modal.id)).toEqual(stacked.slice(-1).map((modal) => modal.id));
      }),
    );
  });

  it('a modal lies above every modal of a lower priority and every earlier one of its own', () => {
    fc.assert(
      fc.property(openModals, (open) => {
        const stacked = stackModals(open);
        const zOf = new Map(stacked.map((modal) => [modal.id, modal.zIndex]));
        for (const a of open) {
          for (const b of open) {
            const above = ModalPriority[a.priority] > ModalPriority[b.priority] || (a.priority === b.priority && a.order > b.order);
            if (above) expect(zOf.get(a.id)!).toBeGreaterThan(zOf.get(b.id)!);
          }
        }
      }),
    );
  });
});
