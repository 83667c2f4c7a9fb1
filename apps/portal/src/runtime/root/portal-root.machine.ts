// The portal's root: the session-long machines as children of one actor system (each under its
// system id), and the relays that carry the relations between them. Page machines (filters, search,
// the live lobby's hub and tables, winners) are the pages' own; they reach the snackbar host through
// `forwardSnackbars`.
import { assign, sendTo, setup } from 'xstate';
import { snackbar } from '@casino/machines';
import { provideAuth } from '../auth.ts';
import { provideBonuses } from '../bonuses.ts';
import { buildUpdateInput, provideBuildUpdate } from '../build-update.ts';
import { provideChat } from '../chat.ts';
import { provideFavourites } from '../favourites.ts';
import { gameSessionInput, provideGameSession } from '../game-session.ts';
import { jackpotsInput, provideJackpots } from '../jackpots.ts';
import { provideLocale, type LocaleAdapters } from '../locale.ts';
import { provideModalStack } from '../modal-stack.ts';
import { provideNotifications } from '../notifications.ts';
import { providePanic } from '../panic.ts';
import { providePlayerMessages } from '../player-messages.ts';
import type { PortalRuntime } from '../portal-runtime.ts';
import { provideRecommendations } from '../recommendations.ts';
import { provideRegulatoryTimer } from '../regulatory-timer.ts';
import { provideTheme, themeInput } from '../theme.ts';
import { provideWebMessages, webMessagesInput } from '../web-messages.ts';
import type { LayoutCategory } from './layout-category.ts';
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
  { readonly type: 'portal.layout-changed'; readonly categories: readonly LayoutCategory[] };

export const createPortalRootMachine = (runtime: PortalRuntime, localeAdapters: LocaleAdapters) =>
  setup({
    types: { context: {} as PortalRootContext, events: {} as PortalRootEvent },
    actors: {
      snackbar: snackbar.snackbarMachine,
      auth: provideAuth(runtime),
      favourites: provideFavourites(runtime),
      recommendations: provideRecommendations(runtime),
      bonuses: provideBonuses(runtime),
      regulatoryTimer: provideRegulatoryTimer(runtime),
      panic: providePanic(runtime),
      notifications: provideNotifications(runtime),
      chat: provideChat(runtime),
      gameSession: provideGameSession(runtime),
      playerMessages: providePlayerMessages(runtime),
      jackpots: provideJackpots(runtime),
      theme: provideTheme(runtime),
      locale: provideLocale(runtime, localeAdapters),
      modalStack: provideModalStack(runtime),
      webMessages: provideWebMessages(runtime),
      buildUpdate: provideBuildUpdate(runtime),
      snackbarRelay,
      sessionRelay,
      playerDataRelay,
      notificationsRelay,
      pageRelay,
      panicRelay,
    },
    actions: {
      holdLayout: assign({ categories: ({ event }) => event.categories }),
    },
  }).createMachine({
    id: 'portal',
    context: { categories: [] },
    // Every child is registered before the relays start, so the relays find them all.
    invoke: [
      { id: SystemId.snackbar, systemId: SystemId.snackbar, src: 'snackbar' },
      { id: SystemId.auth, systemId: SystemId.auth, src: 'auth', input: { nativeView: runtime.page.nativeView } },
      { id: SystemId.favourites, systemId: SystemId.favourites, src: 'favourites' },
      { id: SystemId.recommendations, systemId: SystemId.recommendations, src: 'recommendations', input: { games: [], categories: [] } },
      { id: SystemId.bonuses, systemId: SystemId.bonuses, src: 'bonuses', input: {} },
      { id: SystemId.regulatoryTimer, systemId: SystemId.regulatoryTimer, src: 'regulatoryTimer', input: { nativeView: runtime.page.nativeView } },
      { id: SystemId.panic, systemId: SystemId.panic, src: 'panic', input: { responsibleGamingUrl: runtime.config.responsibleGamingUrl } },
      { id: SystemId.notifications, systemId: SystemId.notifications, src: 'notifications' },
      // The page starts anonymous; a login (through the session relay) authorises the chat.
      { id: SystemId.chat, systemId: SystemId.chat, src: 'chat', input: { loggedIn: false } },
      { id: SystemId.gameSession, systemId: SystemId.gameSession, src: 'gameSession', input: gameSessionInput(runtime) },
      { id: SystemId.playerMessages, systemId: SystemId.playerMessages, src: 'playerMessages' },
      { id: SystemId.jackpots, systemId: SystemId.jackpots, src: 'jackpots', input: jackpotsInput(runtime) },
      { id: SystemId.theme, systemId: SystemId.theme, src: 'theme', input: themeInput(runtime) },
      { id: SystemId.locale, systemId: SystemId.locale, src: 'locale', input: { locale: runtime.page.locale() } },
      { id: SystemId.modalStack, systemId: SystemId.modalStack, src: 'modalStack', input: { myAccountOrigin: runtime.config.myAccountOrigin } },
      { id: SystemId.webMessages, systemId: SystemId.webMessages, src: 'webMessages', input: webMessagesInput(runtime) },
      { id: SystemId.buildUpdate, systemId: SystemId.buildUpdate, src: 'buildUpdate', input: buildUpdateInput(runtime) },
      { src: 'snackbarRelay' },
      { id: 'sessionRelay', src: 'sessionRelay' },
      { src: 'playerDataRelay' },
      { src: 'notificationsRelay' },
      { src: 'pageRelay', input: { now: runtime.env.clock.now } },
      { src: 'panicRelay' },
    ],
    on: {
      'portal.layout-changed': {
        actions: [
          'holdLayout',
          sendTo('sessionRelay', ({ event }) => event),
          sendTo(SystemId.favourites, ({ event }) => ({ type: 'favourites.layout-changed' as const, categories: event.categories })),
          sendTo(SystemId.recommendations, ({ event }) => ({ type: 'recommendations.layout-changed' as const, categories: event.categories })),
        ],
      },
    },
  });
