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

export const startPortalSystem = (runtime: PortalRuntime, localeAdapters: LocaleAdapters): PortalSystem => {
  const root = createActor(createPortalRootMachine(runtime, localeAdapters), { systemId: SystemId.portal });
  root.start();
  return {
    get: (id) => actorOf(root.system, id),
    setLayout: (categories) => root.send({ type: 'portal.layout-changed', categories }),
    attach: (pageActor) => forwardSnackbars(root.system, pageActor),
    stop: () => root.stop(),
  };
};
