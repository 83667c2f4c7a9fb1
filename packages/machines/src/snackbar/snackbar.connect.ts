// What the snackbar component shows: the messages, oldest first, with the buttons they offer.
import { snackbarTimeout } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { snackbarMachine } from './snackbar.machine.ts';
import type { SnackbarView } from './snackbar.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof snackbarMachine>): SnackbarView => {
  const messages = snapshot.context.shown.map((message) => ({
    id: message.id,
    title: message.title,
    text: message.text ?? null,
    actionText: message.actionText ?? null,
    type: message.type,
    hasAction: typeof message.action === 'function',
    // Core's timeout rule, as the machine schedules it: a message without an expiry stays.
    sticky: snackbarTimeout(message) === null,
  }));
  return { messages, count: messages.length, isEmpty: messages.length === 0 };
};
