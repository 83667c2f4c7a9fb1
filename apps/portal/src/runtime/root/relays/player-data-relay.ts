// What the logged-in player's data feeds (part 2 §4): the first-login time starts the regulatory
// timer; a self-exclusion reason code reaches the panic button (which sends the browser away); the
// bonuses and opt-ins reach the bonuses machine; the notification token opens the notification
// socket; the player's id asks for the personalised picks. In the native view there is no player
// data: the socket then opens with the login's own token. Every one of those machines starts on
// demand (the player's with the login, the picks when read): each is told what the data holds when
// it starts, and again whenever that changes while it runs.
import { fromCallback, type ActorRefFrom, type EventObject, type SnapshotFrom, type Subscription } from 'xstate';
import type { playerData } from '@casino/machines';
import { actorOf } from '../actor-of.ts';
import { followChild } from '../follow-child.ts';
import type { PortalOnDemand } from '../on-demand-machines.ts';
import type { OnDemandMachines } from '../on-demand-table.ts';
import { SystemId } from '../system-ids.ts';

type PlayerDataContext = SnapshotFrom<typeof playerData.playerDataMachine>['context'];

/** One machine's share of the data: the values it depends on (each compared by identity), told to it as it starts and at each change while it runs. */
interface Delivery {
  readonly read: (context: PlayerDataContext) => readonly unknown[];
  readonly toRunning: (onDemand: PortalOnDemand, context: PlayerDataContext) => void;
  /** Called at once for one already running; answers the function that stops listening. */
  readonly atStarts: (onDemand: PortalOnDemand, context: () => PlayerDataContext) => () => void;
}

const delivery = <K extends keyof OnDemandMachines>(
  id: K,
  read: Delivery['read'],
  tell: (actor: OnDemandMachines[K]['actor'], context: PlayerDataContext) => void,
): Delivery => ({
  read,
  toRunning: (onDemand, context) => {
    const running = onDemand.running(id);
    if (running !== undefined) tell(running, context);
  },
  atStarts: (onDemand, context) => onDemand.onStart(id, (actor) => tell(actor, context())),
});

const DELIVERIES = [
  delivery(
    SystemId.regulatoryTimer,
    (context) => [context.overview],
    (timer, { overview }) =>
      overview && timer.send({ type: 'regulatory-timer.user-changed', loggedIn: true, firstLoginTimestampZoned: overview.firstLoginTimestampZoned }),
  ),
  delivery(
    SystemId.panic,
    (context) => [context.overview],
    (panic, { overview }) => overview && panic.send({ type: 'panic.user-changed', selfExclusionReasonCode: overview.selfExclusionReasonCode }),
  ),
  delivery(
    SystemId.bonuses,
    (context) => [context.bonuses, context.bonusTemplateOptIns, context.tagNameOptIn],
    (bonuses, { bonuses: list, bonusTemplateOptIns, tagNameOptIn }) =>
      bonuses.send({ type: 'bonuses.sync', loggedIn: true, bonuses: list, bonusTemplateOptIns, tagNameOptIn }),
  ),
  delivery(
    SystemId.notifications,
    (context) => [context.notificationToken],
    (socket, { notificationToken }) => notificationToken && socket.send({ type: 'notifications.start', token: notificationToken }),
  ),
  delivery(
    SystemId.recommendations,
    (context) => [context.info?.userId ?? null],
    (picks, { info }) => info?.userId && picks.send({ type: 'recommendations.personalise', userId: info.userId }),
  ),
];

const sameValues = (a: readonly unknown[], b: readonly unknown[]) => a.every((value, at) => Object.is(value, b[at]));

type PlayerData = ActorRefFrom<typeof playerData.playerDataMachine>;

/** Delivers one player data's values: to each machine as it starts, and to the running ones at each change. */
const relayPlayerData = (onDemand: PortalOnDemand, data: PlayerData): Subscription[] => {
  const context = () => data.getSnapshot().context;
  const last = DELIVERIES.map(({ read }) => read(context()));
  const changes = data.subscribe(({ context: now }) =>
    DELIVERIES.forEach(({ read, toRunning }, at) => {
      const values = read(now);
      if (sameValues(values, last[at]!)) return;
      last[at] = values;
      toRunning(onDemand, now);
    }),
  );
  const starts = DELIVERIES.map(({ atStarts }) => atStarts(onDemand, context));
  return [changes, { unsubscribe: () => starts.forEach((stop) => stop()) }];
};

export const playerDataRelay = fromCallback<EventObject, { readonly onDemand: PortalOnDemand }>(({ system, input: { onDemand } }) => {
  const auth = actorOf(system, SystemId.auth);
  const following = followChild(auth, 'playerData', (child) => relayPlayerData(onDemand, child as PlayerData));
  // The native view loads no player data: the login's token opens the socket.
  const nativeToken = () => {
    const { nativeView, notificationToken } = auth.getSnapshot().context;
    return nativeView ? notificationToken : null;
  };
  const openSocket = (socket: OnDemandMachines[typeof SystemId.notifications]['actor']) => {
    const token = nativeToken();
    if (token) socket.send({ type: 'notifications.start', token });
  };
  const native = auth.on('auth.authenticated', () => {
    const socket = onDemand.running(SystemId.notifications);
    if (socket !== undefined) openSocket(socket);
  });
  const lateSocket = onDemand.onStart(SystemId.notifications, openSocket);
  return () => {
    lateSocket();
    following.unsubscribe();
    native.unsubscribe();
  };
});
