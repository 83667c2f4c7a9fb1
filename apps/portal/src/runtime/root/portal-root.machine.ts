// The portal's root: what the site chrome and the session need at once, as children of one actor
// system (each under its system id) — the snackbar host, auth, the theme, the language, the web
// messages, the build watcher — and the relays that carry the relations between machines. Everything
// else starts when something reads it (on-demand-machines.ts): the player's session machines (the
// bonuses, the regulatory timer, the panic button, the notification socket) are read by the session
// relay from a login to its logout, so a visitor's page never starts them. The relays deliver to
// the machines on demand while they run and bring them up to date when they start.
import { assign, enqueueActions, sendTo, setup, type AnyActorLogic } from 'xstate';
import { snackbar } from '@casino/machines';
import { provideAuth } from '../auth.ts';
import { buildUpdateInput, provideBuildUpdate } from '../build-update.ts';
import { provideLocale, type LocaleAdapters } from '../locale.ts';
import type { PortalRuntime } from '../portal-runtime.ts';
import { provideTheme, themeInput } from '../theme.ts';
import { provideWebMessages, webMessagesInput } from '../web-messages.ts';
import type { LayoutCategory } from './layout-category.ts';
import type { PortalMachinesOnDemand } from './on-demand-machines.ts';
import { notificationsRelay } from './relays/notifications-relay.ts';
import { pageRelay } from './relays/page-relay.ts';
import { panicRelay } from './relays/panic-relay.ts';
import { playerDataRelay } from './relays/player-data-relay.ts';
import { sessionRelay } from './relays/session-relay.ts';
import { snackbarRelay } from './relays/snackbar-relay.ts';
import { SystemId } from './system-ids.ts';

export interface PortalRootContext {
  /** The current page layout's categories. */
  readonly categories: readonly LayoutCategory[];
}

export type PortalRootEvent =
  /** The router moved to a page with this layout. */
  | { readonly type: 'portal.layout-changed'; readonly categories: readonly LayoutCategory[] }
  /** A machine on demand joins the root's system (on-demand-machines.ts): its id is its system id. */
  | { readonly type: 'portal.start-child'; readonly id: string; readonly logic: AnyActorLogic; readonly input: unknown }
  /** Its last reader closed it. */
  | { readonly type: 'portal.stop-child'; readonly id: string };

type SpawnAny = (logic: AnyActorLogic, options: { readonly id: string; readonly systemId: string; readonly input: unknown }) => void;

export const createPortalRootMachine = (runtime: PortalRuntime, localeAdapters: LocaleAdapters, machines: PortalMachinesOnDemand) => {
  const { onDemand } = machines;
  return setup({
    types: { context: {} as PortalRootContext, events: {} as PortalRootEvent },
    actors: {
      snackbar: snackbar.snackbarMachine,
      auth: provideAuth(runtime),
      theme: provideTheme(runtime),
      locale: provideLocale(runtime, localeAdapters),
      webMessages: provideWebMessages(runtime),
      buildUpdate: provideBuildUpdate(runtime),
      snackbarRelay,
      sessionRelay,
      playerDataRelay,
      notificationsRelay,
      pageRelay,
      panicRelay,
    },
  }).createMachine({
    id: 'portal',
    context: { categories: [] },
    // Every child is registered before the relays start, so the relays find them all.
    invoke: [
      { id: SystemId.snackbar, systemId: SystemId.snackbar, src: 'snackbar' },
      { id: SystemId.auth, systemId: SystemId.auth, src: 'auth', input: { nativeView: runtime.page.nativeView } },
      { id: SystemId.theme, systemId: SystemId.theme, src: 'theme', input: themeInput(runtime) },
      { id: SystemId.locale, systemId: SystemId.locale, src: 'locale', input: { locale: runtime.page.locale() } },
      { id: SystemId.webMessages, systemId: SystemId.webMessages, src: 'webMessages', input: webMessagesInput(runtime) },
      { id: SystemId.buildUpdate, systemId: SystemId.buildUpdate, src: 'buildUpdate', input: buildUpdateInput(runtime) },
      { src: 'snackbarRelay', input: { onDemand } },
      { id: 'sessionRelay', src: 'sessionRelay', input: machines },
      { src: 'playerDataRelay', input: { onDemand } },
      { src: 'notificationsRelay', input: { onDemand } },
      { src: 'pageRelay', input: { now: runtime.env.clock.now, onDemand } },
      { src: 'panicRelay', input: { onDemand } },
    ],
    on: {
      'portal.start-child': {
        // Any logic under any id: XState types spawnChild for the actors named in setup.
        actions: enqueueActions(({ enqueue, event }) =>
          (enqueue.spawnChild as unknown as SpawnAny)(event.logic, { id: event.id, systemId: event.id, input: event.input }),
        ),
      },
      'portal.stop-child': {
        actions: enqueueActions(({ enqueue, event }) => enqueue.stopChild(event.id)),
      },
      'portal.layout-changed': {
        actions: [
          assign({ categories: ({ event }) => event.categories }),
          sendTo('sessionRelay', ({ event }) => event),
          // Only to running ones: a list or picks machine started later reads the layout at its start.
          ({ event }) => onDemand.running(SystemId.favourites)?.send({ type: 'favourites.layout-changed', categories: event.categories }),
          ({ event }) => onDemand.running(SystemId.recommendations)?.send({ type: 'recommendations.layout-changed', categories: event.categories }),
        ],
      },
    },
  });
};
