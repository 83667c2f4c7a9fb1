// How open modals are stacked (part 2 §4): by priority (lowest 2000 … highest 6000); within one
// priority the later-opened modal lies on top.
import { ModalPriority } from '../constants.ts';

export interface OpenModalEntry {
  readonly id: string;
  readonly priority: ModalPriority;
  /** Opening order: a larger number was opened later. */
  readonly order: number;
}

export interface StackedModal {
  readonly id: string;
  readonly priority: ModalPriority;
  /** The priority's base plus the modal's rank within its priority, so later ones paint above. */
  readonly zIndex: number;
  readonly isTop: boolean;
}

/** The open modals bottom first, each with its z-index; the last one is the top. */
export const stackModals = (open: readonly OpenModalEntry[]): StackedModal[] => {
  const ordered = [...open].sort((a, b) => ModalPriority[a.priority] - ModalPriority[b.priority] || a.order - b.order);
  const rankOf = new Map<ModalPriority, number>();
  return ordered.map((modal, index) => {
    const rank = rankOf.get(modal.priority) ?? 0;
    rankOf.set(modal.priority, rank + 1);
    return { id: modal.id, priority: modal.priority, zIndex: ModalPriority[modal.priority] + rank, isTop: index === ordered.length - 1 };
  });
};
