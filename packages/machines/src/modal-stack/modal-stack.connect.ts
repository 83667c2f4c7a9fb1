// What the modal layer renders: the open modals bottom first with their z-index, and the old
// my-account modal.
import { ModalPriority, MY_ACCOUNT_MODAL_PRIORITY, OLD_MY_ACCOUNT_WIDTH_PX, stackModals } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { modalStackMachine } from './modal-stack.machine.ts';
import type { ModalStackView, MyAccountPage, StackedModalView } from './modal-stack.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof modalStackMachine>): ModalStackView => {
  // Core's stacking: by priority, the later-opened on top within one.
  const modals: StackedModalView[] = stackModals(snapshot.context.open);
  const page: MyAccountPage | null = snapshot.matches({ myAccount: { open: 'dashboard' } })
    ? 'dashboard'
    : snapshot.matches({ myAccount: { open: 'deposit' } })
      ? 'deposit'
      : null;
  return {
    modals,
    topId: modals.at(-1)?.id ?? null,
    myAccount: { open: page !== null, page, widthPx: OLD_MY_ACCOUNT_WIDTH_PX, zIndex: ModalPriority[MY_ACCOUNT_MODAL_PRIORITY] },
  };
};
