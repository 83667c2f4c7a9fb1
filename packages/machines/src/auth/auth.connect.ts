import type { SnapshotFrom } from 'xstate';
import type { authMachine } from './auth.machine.ts';
import type { AuthViewModel } from './auth.types.ts';

export const connect = (snapshot: SnapshotFrom<typeof authMachine>): AuthViewModel => {
  const loggedIn = snapshot.matches('authenticated') || snapshot.matches('loggingOut');
  return {
    status: snapshot.matches('guest') ? 'guest' : loggedIn ? 'authenticated' : 'pending',
    ready: snapshot.context.ready,
    loggedIn,
    username: snapshot.context.username,
    notificationToken: snapshot.context.notificationToken,
    authenticating: snapshot.matches('authenticating'),
    loggingOut: snapshot.matches('loggingOut'),
  };
};
