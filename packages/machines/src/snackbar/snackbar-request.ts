// Builders of the snackbar requests machines emit, so every machine words an error the same way:
// an alert titled with the spec's error key, with an optional retry action.
import { LabelKey, type ErrorKey, type SnackbarRequest } from '@casino/core';

export interface AlertOptions {
  /** Sends the emitting machine its retry event. */
  readonly retry?: () => void;
  /** Defaults to general.try-again when a retry is given. */
  readonly actionText?: string;
  /** null keeps the message until it is closed. */
  readonly timeout?: number | null;
}

export const alertRequest = (title: ErrorKey, options: AlertOptions = {}): SnackbarRequest => ({
  title,
  type: 'alert',
  ...(options.retry ? { action: options.retry, actionText: options.actionText ?? LabelKey.tryAgain } : {}),
  ...(options.timeout !== undefined ? { timeout: options.timeout } : {}),
});

/** The emitted event itself: `emit(({ self }) => showAlert(ErrorKey.x, { retry: () => self.send(...) }))`. */
export const showAlert = (title: ErrorKey, options: AlertOptions = {}) => ({
  type: 'snackbar.show' as const,
  message: alertRequest(title, options),
});
