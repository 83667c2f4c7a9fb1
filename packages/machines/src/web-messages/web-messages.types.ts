// Types of the web messages (service notices): fetched once when the site enables them, shown per
// core's visibility rule, dismissals remembered for 12 hours.
import type { WebMessage, WebMessageDismissals } from '@casino/core';
import type { SnackbarShowEmitted } from '../snackbar/snackbar.types.ts';

export interface WebMessagesInput {
  /** The messaging service is configured for this site. */
  readonly enabled: boolean;
  /** Epoch ms at start-up. */
  readonly now: number;
  /** What the portal kept in storage: message id → epoch ms of its dismissal. */
  readonly dismissedAt: WebMessageDismissals;
}

export interface WebMessagesContext {
  readonly enabled: boolean;
  readonly messages: readonly WebMessage[];
  readonly dismissedAt: WebMessageDismissals;
  /** The time the visibility rule is evaluated at; the portal moves it on. */
  readonly now: number;
}

export type WebMessagesEvent =
  | { readonly type: 'web-messages.dismiss'; readonly id: string; readonly now: number }
  | { readonly type: 'web-messages.clock'; readonly now: number }
  /** The snackbar's Try again. */
  | { readonly type: 'web-messages.retry' };

export type WebMessagesEmitted = SnackbarShowEmitted;

export interface WebMessagesView {
  /** Visible messages, highest priority first. */
  readonly visible: readonly WebMessage[];
  readonly loading: boolean;
  readonly failed: boolean;
}
