import type { SnapshotFrom } from 'xstate';
import type { panicMachine } from './panic.machine.ts';
import type { PanicViewModel } from './panic.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof panicMachine>): PanicViewModel => ({
  holding: snapshot.matches('holding'),
  confirmationOpen: snapshot.matches('confirming') || snapshot.matches('blocking'),
  blocking: snapshot.matches('blocking'),
  blocked: snapshot.matches('blocked'),
  blockFailed: snapshot.context.blockFailed,
  redirecting: snapshot.matches('redirected'),
});
