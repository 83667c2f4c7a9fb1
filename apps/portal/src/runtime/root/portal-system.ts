// Starts the root on a runtime: one actor system for what the chrome and the session need at once,
// the machines started on demand (on-demand-machines.ts), and what the portal needs to reach into
// them (a root child by id, a machine on demand, the page layout).
import { createActor, type AnyActorRef } from 'xstate';
import type { LocaleAdapters } from '../locale.ts';
import type { PortalRuntime } from '../portal-runtime.ts';
import { actorOf, type RootChildren } from './actor-of.ts';
import type { LayoutCategory } from './layout-category.ts';
import { createPortalOnDemand, type PortalMachinesOnDemand } from './on-demand-machines.ts';
import type { OnDemandMachines } from './on-demand-table.ts';
import type { Opened } from './on-demand.ts';
import { createPortalRootMachine } from './portal-root.machine.ts';
import { SystemId } from './system-ids.ts';

export interface PortalSystem {
  /** A root child: always there while the system runs. */
  readonly get: <K extends keyof RootChildren>(id: K) => RootChildren[K];
  /** A machine on demand: started by the first read (its code fetched then), stopped when its last reader closes it. */
  readonly open: PortalMachinesOnDemand['open'];
  /** Which machines on demand run now. */
  readonly runningOnDemand: () => readonly (keyof OnDemandMachines)[];
  readonly setLayout: (categories: readonly LayoutCategory[]) => void;
  readonly stop: () => void;
}

export type { Opened };

const createRoot = (runtime: PortalRuntime, localeAdapters: LocaleAdapters) => {
  // The machines on demand join the root's system; the root exists before anything can read them.
  let root: AnyActorRef | null = null;
  const rootRef = (): AnyActorRef => {
    if (root === null) throw new Error('portal: a machine on demand was read before the root was created');
    return root;
  };
  const machines = createPortalOnDemand(runtime, {
    root: rootRef,
    categories: () => (rootRef().getSnapshot() as { context: { categories: readonly LayoutCategory[] } }).context.categories,
    loggedIn: () => actorOf(rootRef().system, SystemId.auth).getSnapshot().matches('authenticated'),
  });
  const created = createActor(createPortalRootMachine(runtime, localeAdapters, machines), { systemId: SystemId.portal });
  root = created;
  return { root: created, machines };
};

const systemOf = ({ root, machines }: ReturnType<typeof createRoot>): PortalSystem => {
  // Every player row of a lobby tells the page's layout as it mounts, the same one: told once, it
  // spares the session machines a dozen equal events (each had the recommendations machine score
  // the lobby's games again and every row re-render, in one task of a loading player's lobby).
  let layoutTold: string | null = null;
  return {
    get: (id) => actorOf(root.system, id),
    open: machines.open,
    runningOnDemand: machines.onDemand.runningIds,
    setLayout: (categories) => {
      const layout = JSON.stringify(categories);
      if (layout === layoutTold) return;
      layoutTold = layout;
      root.send({ type: 'portal.layout-changed', categories });
    },
    stop: () => {
      machines.onDemand.stopAll();
      root.stop();
    },
  };
};

export const startPortalSystem = (runtime: PortalRuntime, localeAdapters: LocaleAdapters): PortalSystem => {
  const created = createRoot(runtime, localeAdapters);
  created.root.start();
  return systemOf(created);
};

/**
 * The same start with a pause between creating the root (its machines and their first states) and
 * starting it (their first actions and calls): in a browser, two tasks instead of one long one.
 */
export const startPortalSystemInTwoTasks = async (
  runtime: PortalRuntime,
  localeAdapters: LocaleAdapters,
  pause: () => Promise<void>,
): Promise<PortalSystem> => {
  const created = createRoot(runtime, localeAdapters);
  await pause();
  created.root.start();
  return systemOf(created);
};
