// Types of the modal stack: registered modals opened and stacked by priority (part 2 §4), and the
// old my-account modal (closed, dashboard, deposit) that its iframe closes with a message.
import type { ModalPriority, OpenModalEntry } from '@casino/core';

/** The close-modal message the my-account frame posts (a string, or an object with this type): core's. */
export { MY_ACCOUNT_CLOSE_MESSAGE } from '@casino/core';

export type MyAccountPage = 'dashboard' | 'deposit';

export interface ModalStackInput {
  /** The exact origin of the my-account frame; messages from any other origin are ignored. */
  readonly myAccountOrigin: string;
}

/** An open modal; its opening order puts the later of two modals of one priority on top. */
export type OpenModal = OpenModalEntry;

export interface ModalStackContext {
  /** Modal id → priority, for every modal the page has mounted. */
  readonly registered: Readonly<Record<string, ModalPriority>>;
  readonly open: readonly OpenModal[];
  readonly nextOrder: number;
  readonly myAccountOrigin: string;
}

export type ModalStackEvent =
  | { readonly type: 'modal-stack.register'; readonly id: string; readonly priority: ModalPriority }
  | { readonly type: 'modal-stack.unregister'; readonly id: string }
  | { readonly type: 'modal-stack.open'; readonly id: string }
  | { readonly type: 'modal-stack.close'; readonly id: string }
  | { readonly type: 'modal-stack.close-all' }
  | { readonly type: 'modal-stack.open-my-account'; readonly page: MyAccountPage }
  | { readonly type: 'modal-stack.close-my-account' }
  /** A window message, as the injected frameMessages actor forwards it. */
  | { readonly type: 'modal-stack.my-account-message'; readonly origin: string; readonly data: unknown };

/** Told to the portal so it can drop what asked for the modal (e.g. a query parameter). */
export type ModalStackEmitted = { readonly type: 'modal-stack.closed'; readonly id: string };

export interface StackedModalView {
  readonly id: string;
  readonly priority: ModalPriority;
  readonly zIndex: number;
  readonly isTop: boolean;
}

export interface ModalStackView {
  /** Open modals, bottom first. */
  readonly modals: readonly StackedModalView[];
  readonly topId: string | null;
  readonly myAccount: { readonly open: boolean; readonly page: MyAccountPage | null; readonly widthPx: number; readonly zIndex: number };
}
