// What the logged-in player's data feeds (part 2 §4): the first-login time starts the regulatory
// timer; a self-exclusion reason code reaches the panic button (which sends the browser away); the
// bonuses and opt-ins reach the bonuses machine; the notification token opens the notification
// socket; the player's id asks for the personalised picks. In the native view there is no player
// data: the socket then opens with the login's own token.
import { fromCallback, type EventObject, type SnapshotFrom, type Subscription } from 'xstate';
import type { playerData } from '@casino/machines';
import { actorOf, type ActorLookup } from '../actor-of.ts';
import { followChild } from '../follow-child.ts';
import type { PortalOnDemand } from '../on-demand-machines.ts';
import { SystemId } from '../system-ids.ts';

type PlayerDataSnapshot = SnapshotFrom<typeof playerData.playerDataMachine>;

/** Calls `changed` with the new values whenever `read` answers another one (each by identity). */
const onChange = <T extends readonly unknown[]>(read: () => T, changed: (values: T) => void) => {
  let last: T | null = null;
  return () => {
    const values = read();
    if (last !== null && values.every((value, at) => Object.is(value, last?.[at]))) return;
    last = values;
    changed(values);
  };
};

const relayPlayerData = (system: ActorLookup, onDemand: PortalOnDemand, snapshot: () => PlayerDataSnapshot): (() => void)[] => {
  const context = () => snapshot().context;
  return [
    onChange(
      () => [context().overview] as const,
      ([overview]) => {
        if (overview === null) return;
        actorOf(system, SystemId.regulatoryTimer).send({
          type: 'regulatory-timer.user-changed',
          loggedIn: true,
          firstLoginTimestampZoned: overview.firstLoginTimestampZoned,
        });
        actorOf(system, SystemId.panic).send({ type: 'panic.user-changed', selfExclusionReasonCode: overview.selfExclusionReasonCode });
      },
    ),
    onChange(
      () => [context().bonuses, context().bonusTemplateOptIns, context().tagNameOptIn] as const,
      ([bonuses, bonusTemplateOptIns, tagNameOptIn]) => {
        actorOf(system, SystemId.bonuses).send({ type: 'bonuses.sync', loggedIn: true, bonuses, bonusTemplateOptIns, tagNameOptIn });
      },
    ),
    onChange(
      () => [context().notificationToken] as const,
      ([token]) => token && actorOf(system, SystemId.notifications).send({ type: 'notifications.start', token }),
    ),
    onChange(
      () => [context().info?.userId ?? null] as const,
      ([userId]) => userId && onDemand.running(SystemId.recommendations)?.send({ type: 'recommendations.personalise', userId }),
    ),
  ];
};

export const playerDataRelay = fromCallback<EventObject, { readonly onDemand: PortalOnDemand }>(({ system, input: { onDemand } }) => {
  const auth = actorOf(system, SystemId.auth);
  const following = followChild(auth, 'playerData', (child): Subscription[] => {
    const checks = relayPlayerData(system, onDemand, (): PlayerDataSnapshot => child.getSnapshot());
    const run = () => checks.forEach((check) => check());
    run();
    return [child.subscribe(run)];
  });
  // The native view loads no player data: the login's token opens the socket.
  const native = auth.on('auth.authenticated', () => {
    const { nativeView, notificationToken } = auth.getSnapshot().context;
    if (nativeView && notificationToken) actorOf(system, SystemId.notifications).send({ type: 'notifications.start', token: notificationToken });
  });
  // The picks start on demand: one that starts after the player data is personalised at once.
  const latePicks = onDemand.onStart(SystemId.recommendations, (recommendations) => {
    const userId = auth.getSnapshot().children.playerData?.getSnapshot().context.info?.userId;
    if (userId) recommendations.send({ type: 'recommendations.personalise', userId });
  });
  return () => {
    latePicks();
    following.unsubscribe();
    native.unsubscribe();
  };
});
