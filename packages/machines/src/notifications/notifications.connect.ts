// View model of the notification connection, for the status line and the playground.
import type { SnapshotFrom } from 'xstate';
import type { notificationsMachine } from './notifications.machine.ts';
import type { NotificationsViewModel } from './notifications.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof notificationsMachine>): NotificationsViewModel => {
  const value = snapshot.value;
  const status = typeof value === 'string' ? value : (value.active as NotificationsViewModel['status']);
  return {
    status: status as NotificationsViewModel['status'],
    error: snapshot.context.error,
    last: snapshot.context.last,
    received: snapshot.context.received,
    invalidPayloads: snapshot.context.invalidPayloads,
  };
};
