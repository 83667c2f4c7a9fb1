// Types of the snackbar machine: the queue of shown messages (D7) and the events other machines
// and the UI send it.
import type { SnackbarMessage, SnackbarRequest, SnackbarType } from '@casino/core';

export interface SnackbarContext {
  /** Shown messages, oldest first (the order of core's enqueueSnackbar). */
  readonly shown: readonly SnackbarMessage[];
  /** Source of the next message id: ids are deterministic, never random. */
  readonly nextId: number;
}

export type SnackbarEvent =
  | { readonly type: 'snackbar.show'; readonly message: SnackbarRequest }
  | { readonly type: 'snackbar.close'; readonly id: string }
  /** The user pressed the message's action button: run its callback, then close it. */
  | { readonly type: 'snackbar.action'; readonly id: string }
  /** Raised by the machine itself, delayed by the message's timeout. */
  | { readonly type: 'snackbar.expired'; readonly id: string }
  | { readonly type: 'snackbar.close-all' };

/** What every machine emits when the user should see a message; the portal forwards it here. */
export interface SnackbarShowEmitted {
  readonly type: 'snackbar.show';
  readonly message: SnackbarRequest;
}

export interface SnackbarMessageView {
  readonly id: string;
  /** A translation key (an ErrorKey for errors). */
  readonly title: string;
  readonly text: string | null;
  readonly actionText: string | null;
  readonly type: SnackbarType;
  readonly hasAction: boolean;
  /** Stays until closed (timeout null). */
  readonly sticky: boolean;
}

export interface SnackbarView {
  readonly messages: readonly SnackbarMessageView[];
  readonly count: number;
  readonly isEmpty: boolean;
}
