// What a login and a logout change elsewhere (the relations of part 1 §4 and part 2 §4): a player's
// lists, picks and bonuses follow the login; at logout everything personal goes — the lists, the
// picks, the bonuses, the notification socket, the session timer and the panic button's user; the
// chat follows in and out of its authenticated session.
import { fromCallback } from 'xstate';
import { actorOf } from '../actor-of.ts';
import { SystemId } from '../system-ids.ts';
import type { LayoutCategory } from '../layout-category.ts';

/** The root tells the relay each new page layout: its categories say which personal lists it needs. */
export type SessionRelayEvent = { readonly type: 'portal.layout-changed'; readonly categories: readonly LayoutCategory[] };

export const sessionRelay = fromCallback<SessionRelayEvent>(({ system, receive }) => {
  let categories: readonly LayoutCategory[] = [];
  receive((event) => {
    categories = event.categories;
  });
  const auth = actorOf(system, SystemId.auth);
  const loggedIn = auth.on('auth.authenticated', () => {
    actorOf(system, SystemId.favourites).send({ type: 'favourites.login', categories });
    actorOf(system, SystemId.bonuses).send({ type: 'bonuses.sync', loggedIn: true });
    actorOf(system, SystemId.chat).send({ type: 'chat.login' });
  });
  const loggedOut = auth.on('auth.guest', () => {
    actorOf(system, SystemId.favourites).send({ type: 'favourites.logout' });
    actorOf(system, SystemId.recommendations).send({ type: 'recommendations.clear-personal' });
    actorOf(system, SystemId.bonuses).send({ type: 'bonuses.sync', loggedIn: false, bonuses: [], bonusTemplateOptIns: [], tagNameOptIn: [] });
    actorOf(system, SystemId.notifications).send({ type: 'notifications.stop' });
    actorOf(system, SystemId.regulatoryTimer).send({ type: 'regulatory-timer.user-changed', loggedIn: false, firstLoginTimestampZoned: null });
    actorOf(system, SystemId.panic).send({ type: 'panic.user-changed', selfExclusionReasonCode: null });
    actorOf(system, SystemId.chat).send({ type: 'chat.logout' });
  });
  return () => {
    loggedIn.unsubscribe();
    loggedOut.unsubscribe();
  };
});
