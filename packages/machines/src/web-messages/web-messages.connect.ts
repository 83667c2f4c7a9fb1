// The web messages to show now, through core's visibility and dismissal rules.
import { activeDismissals, visibleWebMessages } from '@casino/core';
import type { SnapshotFrom } from 'xstate';
import type { webMessagesMachine } from './web-messages.machine.ts';
import type { WebMessagesView } from './web-messages.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof webMessagesMachine>): WebMessagesView => {
  const { messages, dismissedAt, now } = snapshot.context;
  return {
    visible: visibleWebMessages(messages, new Date(now), activeDismissals(dismissedAt, now)),
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
  };
};
