// Builders of the snackbar requests machines emit, so every machine words an error the same way:
// an alert titled with the spec's error key, with an optional text and retry action.
import { LabelKey, type ErrorKey, type SnackbarRequest } from '@casino/core';

/** The spec's error keys, and errors.auth.{reason} of a rejected login. */
export type AlertTitle = ErrorKey | `errors.auth.${string}`;

export interface AlertOptions {
  /** A second line, itself a key (errors.check-cms-password-code). */
  readonly text?: ErrorKey;
  /** Sends the emitting machine its retry event. */
  readonly retry?: () => void;
  /** Defaults to general.try-again when a retry is given. */
  readonly actionText?: string;
  /** null keeps the message until it is closed. */
  readonly timeout?: number | null;
}

export const alertRequest = (title: AlertTitle, options: AlertOptions = {}): SnackbarRequest => ({
  title,
  type: 'alert',
  ...(options.text ? { text: options.text } : {}),
  ...(options.retry ? { action: options.retry, actionText: options.actionText ?? LabelKey.tryAgain } : {}),
  ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
});

/** The emitted event itself: `emit(({ self }) => showAlert(ErrorKey.x, { retry: () => self.send(...) }))`. */
export const showAlert = (title: AlertTitle, options: AlertOptions = {}) => ({
  type: 'snackbar.show' as const,
  message: alertRequest(title, options),
});
