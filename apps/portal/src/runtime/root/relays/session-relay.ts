// What a login and a logout change elsewhere (the relations of part 1 §4 and part 2 §4). The session
// holds the player's machines (the bonuses, the regulatory timer, the panic button, the notification
// socket) from a login to its logout: they start with the login (their code fetched then) and stop
// at the logout unless a screen still reads them, taking the player's bonuses, timer, block and
// socket with them. A player's lists and picks, and the chat, start on demand: a login reaches them
// while they run, and a list machine that starts after the login is told at once; at the logout the
// lists and picks forget the player and the chat leaves its authenticated session.
import { fromCallback } from 'xstate';
import { actorOf } from '../actor-of.ts';
import type { PortalMachinesOnDemand } from '../on-demand-machines.ts';
import { PLAYER_MACHINE_IDS } from '../on-demand-table.ts';
import type { Opened } from '../on-demand.ts';
import { SystemId } from '../system-ids.ts';
import type { LayoutCategory } from '../layout-category.ts';

/** The root tells the relay each new page layout: its categories say which personal lists it needs. */
export type SessionRelayEvent = { readonly type: 'portal.layout-changed'; readonly categories: readonly LayoutCategory[] };

export const sessionRelay = fromCallback<SessionRelayEvent, PortalMachinesOnDemand>(({ system, receive, input: { onDemand, open } }) => {
  let categories: readonly LayoutCategory[] = [];
  receive((event) => {
    categories = event.categories;
  });
  // The session's hold on the player's machines; the logout (or the page's end) lets go of them.
  let held: Promise<readonly Opened<unknown>[]> | null = null;
  const letGo = () => {
    const holding = held;
    held = null;
    void holding?.then((opened) => opened.forEach((machine) => machine.close()));
  };
  const auth = actorOf(system, SystemId.auth);
  const loggedIn = auth.on('auth.authenticated', () => {
    held ??= Promise.all(PLAYER_MACHINE_IDS.map((id) => open(id))).catch((error: unknown) => {
      console.warn('portal: the player machines could not be started', error);
      return [];
    });
    onDemand.running(SystemId.favourites)?.send({ type: 'favourites.login', categories });
    onDemand.running(SystemId.chat)?.send({ type: 'chat.login' });
  });
  // The chat takes the login state as its input; the lists need the login's categories.
  const lateLists = onDemand.onStart(SystemId.favourites, (favourites) => {
    if (auth.getSnapshot().matches('authenticated')) favourites.send({ type: 'favourites.login', categories });
  });
  const loggedOut = auth.on('auth.guest', () => {
    letGo();
    onDemand.running(SystemId.favourites)?.send({ type: 'favourites.logout' });
    onDemand.running(SystemId.recommendations)?.send({ type: 'recommendations.clear-personal' });
    onDemand.running(SystemId.chat)?.send({ type: 'chat.logout' });
  });
  return () => {
    letGo();
    lateLists();
    loggedIn.unsubscribe();
    loggedOut.unsubscribe();
  };
});
