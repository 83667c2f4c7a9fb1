import type { SnapshotFrom } from 'xstate';
import type { gameSessionMachine } from './game-session.machine.ts';
import type { GameSessionViewModel } from './game-session.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof gameSessionMachine>): GameSessionViewModel => {
  const active = snapshot.matches('active');
  const session = active ? snapshot.context.session : null;
  return {
    active,
    busy: snapshot.matches('authorising') || snapshot.matches('starting'),
    session,
    playingReal: session?.mode === 'real',
  };
};
