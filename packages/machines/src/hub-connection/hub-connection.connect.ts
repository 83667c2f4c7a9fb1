// View model of the live-feed connection: its status and what a user or a playground may do now.
import type { SnapshotFrom } from 'xstate';
import type { hubConnectionMachine } from './hub-connection.machine.ts';
import type { HubConnectionViewModel, HubStatus } from './hub-connection.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof hubConnectionMachine>): HubConnectionViewModel => {
  const status = snapshot.value as HubStatus;
  return {
    status,
    live: status === 'Connected',
    canStart: snapshot.can({ type: 'hub-connection.start' }),
    canStop: snapshot.can({ type: 'hub-connection.stop' }),
    error: snapshot.context.error,
    reconnects: snapshot.context.reconnects,
    invalidPayloads: snapshot.context.invalidPayloads,
  };
};
