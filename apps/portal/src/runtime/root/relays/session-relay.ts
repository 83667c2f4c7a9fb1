// What a login and a logout change elsewhere (the relations of part 1 §4 and part 2 §4): a player's
// lists, picks and bonuses follow the login; at logout everything personal goes — the lists, the
// picks, the bonuses, the notification socket, the session timer and the panic button's user; the
// chat follows in and out of its authenticated session. The lists and the chat start on demand: a
// login reaches them while they run, and a list machine that starts after the login is told at once.
import { fromCallback } from 'xstate';
import { actorOf } from '../actor-of.ts';
import type { PortalOnDemand } from '../on-demand-machines.ts';
import { SystemId } from '../system-ids.ts';
import type { LayoutCategory } from '../layout-category.ts';

/** The root tells the relay each new page layout: its categories say which personal lists it needs. */
export type SessionRelayEvent = { readonly type: 'portal.layout-changed'; readonly categories: readonly LayoutCategory[] };

export const sessionRelay = fromCallback<SessionRelayEvent, { readonly onDemand: PortalOnDemand }>(({ system, receive, input: { onDemand } }) => {
  let categories: readonly LayoutCategory[] = [];
  receive((event) => {
    categories = event.categories;
  });
  const auth = actorOf(system, SystemId.auth);
  const loggedIn = auth.on('auth.authenticated', () => {
    onDemand.running(SystemId.favourites)?.send({ type: 'favourites.login', categories });
    actorOf(system, SystemId.bonuses).send({ type: 'bonuses.sync', loggedIn: true });
    onDemand.running(SystemId.chat)?.send({ type: 'chat.login' });
  });
  // The chat takes the login state as its input; the lists need the login's categories.
  const lateLists = onDemand.onStart(SystemId.favourites, (favourites) => {
    if (auth.getSnapshot().matches('authenticated')) favourites.send({ type: 'favourites.login', categories });
  });
  const loggedOut = auth.on('auth.guest', () => {
    onDemand.running(SystemId.favourites)?.send({ type: 'favourites.logout' });
    onDemand.running(SystemId.recommendations)?.send({ type: 'recommendations.clear-personal' });
    actorOf(system, SystemId.bonuses).send({ type: 'bonuses.sync', loggedIn: false, bonuses: [], bonusTemplateOptIns: [], tagNameOptIn: [] });
    actorOf(system, SystemId.notifications).send({ type: 'notifications.stop' });
    actorOf(system, SystemId.regulatoryTimer).send({ type: 'regulatory-timer.user-changed', loggedIn: false, firstLoginTimestampZoned: null });
    actorOf(system, SystemId.panic).send({ type: 'panic.user-changed', selfExclusionReasonCode: null });
    onDemand.running(SystemId.chat)?.send({ type: 'chat.logout' });
  });
  return () => {
    lateLists();
    loggedIn.unsubscribe();
    loggedOut.unsubscribe();
  };
});
