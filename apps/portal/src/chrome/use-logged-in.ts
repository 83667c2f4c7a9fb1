// Whether a player is logged in, for a page that only changes what it shows (never what it asks the
// server): false on the server, before the browser runtime starts and while auth has not answered.
import { auth } from '@casino/machines';
import { useBrowserRuntime } from './portal-system-provider.tsx';
import { useActorView } from './use-actor-view.ts';
import { SystemId } from '../runtime/root/system-ids.ts';

export const useLoggedIn = (): boolean => {
  const started = useBrowserRuntime();
  return useActorView(started?.system.get(SystemId.auth) ?? null, auth.connect, null)?.loggedIn ?? false;
};
