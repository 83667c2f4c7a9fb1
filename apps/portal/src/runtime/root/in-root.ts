// How a session-long machine on demand starts: as a child of the root, in its system, so relays and
// adapters find it by its system id while it runs. The root is not busy with an event of its own when
// something reads a machine, so the child is there at once.
import type { ActorRefFrom, AnyActorLogic } from 'xstate';
import type { RootView } from './on-demand-table.ts';
import type { Started } from './on-demand.ts';

export const startInRoot = <L extends AnyActorLogic>(view: RootView, logic: L, systemId: string, input?: unknown): Started<ActorRefFrom<L>> => {
  const root = view.root();
  root.send({ type: 'portal.start-child', id: systemId, logic, input });
  const child = root.system.get(systemId) as ActorRefFrom<L> | undefined;
  if (child === undefined) throw new Error(`portal: ${systemId} was read while the root was busy`);
  return { actor: child, stop: () => root.send({ type: 'portal.stop-child', id: systemId }) };
};
