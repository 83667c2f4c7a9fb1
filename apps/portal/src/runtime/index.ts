// The composition edge: where the Effect clients become the machines' actors. The portal builds
// one runtime per page (browser environment) or per test (memory environment), starts the root
// system on it, and creates page machines with the provide functions below.
export { createPortalRuntime, type PortalRuntime, type PortalRuntimeOptions, type PortalPage } from './portal-runtime.ts';
export { demoPortalConfig, type PortalConfig } from './portal-config.ts';
export type * from './environment/portal-environment.ts';
export { createBrowserEnvironment, type BrowserEnvironmentOptions } from './environment/browser-environment.ts';
export { createMemoryEnvironment, DESKTOP_DEVICE, type MemoryEnvironment, type MemoryEnvironmentOptions } from './environment/memory-environment.ts';
export { startPortalSystem, type PortalSystem } from './root/portal-system.ts';
export { startLiveLobby, type LiveLobby } from './root/live-lobby.ts';
export { SystemId } from './root/system-ids.ts';
export type { LayoutCategory } from './root/layout-category.ts';
export { provideAuth } from './auth.ts';
export { provideBanner } from './banner.ts';
export { provideBonuses } from './bonuses.ts';
export { provideBuildUpdate, buildUpdateInput } from './build-update.ts';
export { provideChat } from './chat.ts';
export { provideFilters } from './filters.ts';
export { provideFavourites } from './favourites.ts';
export { provideGameSession, gameSessionInput } from './game-session.ts';
export { provideHubConnection } from './hub-connection.ts';
export { provideJackpots, jackpotsInput } from './jackpots.ts';
export { provideKeepAlive } from './keep-alive.ts';
export { provideLiveWinners } from './live-winners.ts';
export { provideLocale, type LocaleAdapters } from './locale.ts';
export { provideModalStack } from './modal-stack.ts';
export { provideNotifications } from './notifications.ts';
export { providePanic } from './panic.ts';
export { providePlayerData } from './player-data.ts';
export { providePlayerMessages } from './player-messages.ts';
export { provideRecommendations } from './recommendations.ts';
export { provideRegulatoryTimer } from './regulatory-timer.ts';
export { provideSearch } from './search.ts';
export { provideTheme, themeInput } from './theme.ts';
export { provideVideoPreview } from './video-preview.ts';
export { provideWebMessages, webMessagesInput } from './web-messages.ts';
