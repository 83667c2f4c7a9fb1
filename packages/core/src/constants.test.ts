// What the constants machines take as defaults mean, tested through the rules that use them rather
// than by repeating their values: the old my-account modal, stacked among any other open modals,
// lies above the drawers, panels and medium dialogs and below the alerts, whatever the order they
// were opened in (its z-index is its priority's, as modal-stack.connect gives it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stackModals, type OpenModalEntry } from './chrome/modal-stack.ts';
import { ModalPriority, MY_ACCOUNT_MODAL_PRIORITY } from './constants.ts';

const ALERTS: ModalPriority = 'highest';
const BELOW_MY_ACCOUNT: readonly ModalPriority[] = ['lowest', 'low', 'medium'];

const openModals = fc
  .array(fc.record({ priority: fc.constantFrom(...(Object.keys(ModalPriority) as ModalPriority[])), order: fc.integer({ min: 0, max: 1_000 }) }), {
    maxLength: 20,
  })
  .map((modals): OpenModalEntry[] => modals.map((modal, index) => ({ ...modal, id: `modal-${index}` })));

describe('the my-account modal priority', () => {
  it('stacks the my-account modal above every drawer, panel and medium dialog and below every alert, opened in any order', () => {
    fc.assert(
      fc.property(openModals, fc.integer({ min: 0, max: 1_000 }), (others, order) => {
        const stacked = stackModals([...others, { id: 'my-account', priority: MY_ACCOUNT_MODAL_PRIORITY, order }]);
        const position = stacked.findIndex((modal) => modal.id === 'my-account');
        const myAccountZ = ModalPriority[MY_ACCOUNT_MODAL_PRIORITY];
        stacked.forEach((modal, index) => {
          if (modal.id === 'my-account') return;
          if (BELOW_MY_ACCOUNT.includes(modal.priority)) {
            expect(index).toBeLessThan(position);
            expect(modal.zIndex).toBeLessThan(myAccountZ);
          }
          if (modal.priority === ALERTS) {
            expect(index).toBeGreaterThan(position);
            expect(modal.zIndex).toBeGreaterThan(myAccountZ);
          }
        });
      }),
    );
  });
});
