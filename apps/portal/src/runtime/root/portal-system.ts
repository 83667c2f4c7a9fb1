// Starts the root on a runtime: one actor system for the page's session-long machines, with what
// the portal needs to reach into it (a child by id, the page layout, page machines' snackbars).
import { createActor, type Subscription } from 'xstate';
import type { AnyActorRef } from 'xstate';
import type { LocaleAdapters } from '../locale.ts';
import type { PortalRuntime } from '../portal-runtime.ts';
import { actorOf, type RootChildren } from './actor-of.ts';
import type { LayoutCategory } from './layout-category.ts';
import { createPortalRootMachine } from './portal-root.machine.ts';
import { forwardSnackbars } from './relays/snackbar-relay.ts';
import { SystemId } from './system-ids.ts';

export interface PortalSystem {
  readonly get: <K extends keyof RootChildren>(id: K) => RootChildren[K];
  readonly setLayout: (categories: readonly LayoutCategory[]) => void;
  /** Routes a page machine's snackbar requests to the one host while it lives. */
  readonly attach: (pageActor: AnyActorRef) => Subscription;
  readonly stop: () => void;
}

const createRoot = (runtime: PortalRuntime, localeAdapters: LocaleAdapters) =>
  createActor(createPortalRootMachine(runtime, localeAdapters), { systemId: SystemId.portal });

const systemOf = (root: ReturnType<typeof createRoot>): PortalSystem => ({
  get: (id) => actorOf(root.system, id),
  setLayout: (categories) => root.send({ type: 'portal.layout-changed', categories }),
  attach: (pageActor) => forwardSnackbars(root.system, pageActor),
  stop: () => root.stop(),
});

export const startPortalSystem = (runtime: PortalRuntime, localeAdapters: LocaleAdapters): PortalSystem =>
  systemOf(createRoot(runtime, localeAdapters).start());

/**
 * The same start with a pause between creating the root (its machines and their first states) and
 * starting it (their first actions and calls): in a browser, two tasks instead of one long one.
 */
export const startPortalSystemInTwoTasks = async (
  runtime: PortalRuntime,
  localeAdapters: LocaleAdapters,
  pause: () => Promise<void>,
): Promise<PortalSystem> => {
  const root = createRoot(runtime, localeAdapters);
  await pause();
  return systemOf(root.start());
};
