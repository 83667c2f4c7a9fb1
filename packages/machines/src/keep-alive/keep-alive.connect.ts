import type { SnapshotFrom } from 'xstate';
import type { keepAliveMachine } from './keep-alive.machine.ts';
import type { KeepAliveViewModel } from './keep-alive.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof keepAliveMachine>): KeepAliveViewModel => ({
  alive: snapshot.matches('running'),
  reauthenticating: snapshot.matches({ running: { heartbeat: 'reauthenticating' } }),
  loggedOut: snapshot.matches('loggedOut'),
});
