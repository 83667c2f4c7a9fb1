// What the modal layer renders: the open modals bottom first with their z-index, and the old
// my-account modal.
import { ModalPriority, OLD_MY_ACCOUNT_WIDTH_PX } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { modalStackMachine } from './modal-stack.machine.ts';
import type { ModalStackView, MyAccountPage, StackedModalView } from './modal-stack.types.ts';

/** The my-account frame sits with the high modals (above drawers and panels, below alerts). */
const MY_ACCOUNT_PRIORITY: ModalPriority = 'high';

export const connect = (snapshot: SnapshotFrom<typeof modalStackMachine>): ModalStackView => {
  const ordered = [...snapshot.context.open].sort(
    (a, b) => ModalPriority[a.priority] - ModalPriority[b.priority] || a.order - b.order,
  );
  const perPriority = new Map<ModalPriority, number>();
  const modals: StackedModalView[] = ordered.map((modal, index) => {
    const rank = perPriority.get(modal.priority) ?? 0;
    perPriority.set(modal.priority, rank + 1);
    return { id: modal.id, priority: modal.priority, zIndex: ModalPriority[modal.priority] + rank, isTop: index === ordered.length - 1 };
  });
  const page: MyAccountPage | null = snapshot.matches({ myAccount: { open: 'dashboard' } })
    ? 'dashboard'
    : snapshot.matches({ myAccount: { open: 'deposit' } })
      ? 'deposit'
      : null;
  return {
    modals,
    topId: modals.at(-1)?.id ?? null,
    myAccount: { open: page !== null, page, widthPx: OLD_MY_ACCOUNT_WIDTH_PX, zIndex: ModalPriority[MY_ACCOUNT_PRIORITY] },
  };
};
