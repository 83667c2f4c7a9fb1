import type { SnapshotFrom } from 'xstate';
import { appLinkOf } from './game-session.launch.ts';
import type { gameSessionMachine } from './game-session.machine.ts';
import type { GameSessionViewModel } from './game-session.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof gameSessionMachine>): GameSessionViewModel => {
  const active = snapshot.matches('active');
  const session = active ? snapshot.context.session : null;
  const { request, nativeLaunch } = snapshot.context;
  const inApp =
    snapshot.matches('inApp') && request && nativeLaunch
      ? { gameCode: request.game.gameCode, mode: request.mode, link: appLinkOf(nativeLaunch, request) }
      : null;
  return {
    active,
    busy: snapshot.matches('authorising') || snapshot.matches('starting'),
    session,
    playingReal: session?.mode === 'real',
    inApp,
    declined: snapshot.matches('none') && snapshot.context.declined,
  };
};
