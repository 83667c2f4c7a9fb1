// What a login and a logout change elsewhere (the relations of part 1 §4 and part 2 §4): a player's
// lists, picks and bonuses follow the login; at logout everything personal goes — the lists, the
// picks, the bonuses, the notification socket, the session timer and the panic button's user; the
// chat follows in and out of its authenticated session.
import { fromCallback, type EventObject } from 'xstate';
import { actorOf, type ActorLookup } from '../actor-of.ts';
import { SystemId } from '../system-ids.ts';
import type { LayoutCategory } from '../layout-category.ts';

/** The categories of the page's layout (which personal lists it needs), as the root holds them. */
const layoutCategories = (system: ActorLookup): readonly LayoutCategory[] =>
  (system.get(SystemId.portal)?.getSnapshot() as { context?: { categories?: readonly LayoutCategory[] } } | undefined)?.context?.categories ?? [];

export const sessionRelay = fromCallback<EventObject>(({ system }) => {
  const auth = actorOf(system, SystemId.auth);
  const loggedIn = auth.on('auth.authenticated', () => {
    actorOf(system, SystemId.favourites).send({ type: 'favourites.login', categories: layoutCategories(system) });
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
