// The snackbar: at most 4 messages (the oldest clickable one evicted), a per-title limit, each closed
// after its own timeout; an action button runs the message's callback.
import { ErrorKey, LabelKey } from '@casino/core';
import * as snackbar from '@casino/machines/snackbar';
import { forMachine } from '../playground/machine-description.ts';

export const snackbarPlayground = forMachine(snackbar.snackbarMachine).describe({
  id: 'snackbar',
  title: 'Snackbar',
  summary:
    'Show messages (the fifth evicts the oldest), advance 5000 ms to expire them; a sticky one stays until closed; the action runs the retry and closes it.',
  events: [
    {
      label: 'alert with Try again',
      event: { type: 'snackbar.show', message: snackbar.alertRequest(ErrorKey.failedToFetchJackpots, { retry: () => undefined }) },
    },
    { label: 'info', event: { type: 'snackbar.show', message: { title: 'Nová verze je připravena', type: 'info' } } },
    {
      label: 'sticky success',
      event: { type: 'snackbar.show', message: { title: 'Bonus přijat', type: 'success', timeout: null, actionText: LabelKey.close, action: () => undefined } },
    },
    { label: 'first', event: ({ snapshot }) => ({ type: 'snackbar.close', id: (snapshot.context as snackbar.SnackbarContext).shown[0]?.id ?? 'snackbar-0' }) },
    {
      label: 'first with an action',
      event: ({ snapshot }) => ({
        type: 'snackbar.action',
        id: (snapshot.context as snackbar.SnackbarContext).shown.find((message) => typeof message.action === 'function')?.id ?? 'snackbar-0',
      }),
    },
    { event: { type: 'snackbar.close-all' } },
  ],
  view: snackbar.connect,
});
