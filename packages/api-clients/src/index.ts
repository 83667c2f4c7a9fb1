// @casino/api-clients: one Effect service per backend; every response decoded by Schema into core
// types; failures are tagged errors carrying the spec's error keys. This is the public API: the
// services, their layers and shapes, the configuration and the errors. The HTTP backend, the
// decoders and the wire schemas stay inside.
export { ApiConfig, urlsForOrigin, type ApiConfigOptions, type ApiConfigShape, type ApiUrls, type GatewayPaths } from './config/api-config.ts';
export * from './errors.ts';
export { apiClientsFetchLayer, apiClientsLayer, type ApiClients } from './api-clients.ts';
export { Gateway, type FavouritesUpdate, type GatewayShape, type PlayTokenPurpose } from './gateway/gateway.ts';
export { ContentApi, type ContentApiShape } from './content-api/content-api.ts';
export { LocalApi, type LocalApiShape } from './local-api/local-api.ts';
export { Settings, type SettingsShape } from './settings/settings.ts';
export { LiveWinners, type LiveWinnersShape } from './winners/live-winners.ts';
export { WebMessages, type WebMessagesShape, type WebMessageTarget } from './web-messages/web-messages.ts';
export { BuildPoller, type BuildPollerShape } from './build-poller/build-poller.ts';
export { PersonalisedGamesStore, type KeyValueStorage, type PersonalisedGamesStoreShape } from './personalisation/personalised-games-store.ts';
export {
  PlatformScript,
  PlatformScriptGlobal,
  PLATFORM_LOGOUT_DEFAULTS,
  type PlatformLogoutOptions,
  type PlatformScriptLookup,
  type PlatformScriptShape,
} from './platform-script/platform-script.ts';
export { ChatWidget, ChatWidgetGlobal, type ChatWidgetLookup, type ChatWidgetShape } from './chat-widget/chat-widget.ts';
export { LiveFeed, type LiveFeedConnection, type LiveFeedShape } from './live-feed/live-feed.ts';
export { type LiveFeedEvent, type LiveFeedListener, type LiveFeedOptions } from './live-feed/live-feed-client.ts';
export { Notifications, type NotificationsConnection, type NotificationsShape } from './notifications/notifications.ts';
export { type NotificationsEvent, type NotificationsListener, type NotificationsOptions } from './notifications/notifications-client.ts';
