// Every client in one layer. `apiClientsLayer` still needs ApiConfig and an HttpClient;
// `apiClientsFetchLayer` is the edge: it adds the config and the fetch-backed HttpClient. The live
// feed is not among them: its SignalR client is most of its weight and only the live pages use it,
// so its caller provides `LiveFeed.layer` itself (over the same ApiConfig) and bundles it apart.
import { Layer } from 'effect';
import { FetchHttpClient, type HttpClient } from 'effect/http';
import { ApiConfig, type ApiConfigOptions } from './config/api-config.ts';
import { BuildPoller } from './build-poller/build-poller.ts';
import { ContentApi } from './content-api/content-api.ts';
import { Gateway } from './gateway/gateway.ts';
import { LocalApi } from './local-api/local-api.ts';
import { PersonalisedGamesStore } from './personalisation/personalised-games-store.ts';
import { PlatformScript } from './platform-script/platform-script.ts';
import { Settings } from './settings/settings.ts';
import { WebMessages } from './web-messages/web-messages.ts';
import { LiveWinners } from './winners/live-winners.ts';
import { ChatWidget } from './chat-widget/chat-widget.ts';
import { Notifications } from './notifications/notifications.ts';

export type ApiClients =
  Gateway | ContentApi | LocalApi | Settings | LiveWinners | WebMessages | BuildPoller | PlatformScript | PersonalisedGamesStore | ChatWidget | Notifications;

const httpClients = Layer.mergeAll(
  Gateway.layer,
  ContentApi.layer,
  LocalApi.layer,
  Settings.layer,
  LiveWinners.layer,
  WebMessages.layer,
  BuildPoller.layer,
  PlatformScript.layer,
  ChatWidget.layer,
  Notifications.layer,
);

/** All clients; the personalised-games store is memory unless the portal gives Web Storage. */
export const apiClientsLayer = (
  store: Layer.Layer<PersonalisedGamesStore> = PersonalisedGamesStore.layerMemory,
): Layer.Layer<ApiClients, never, ApiConfig | HttpClient.HttpClient> => Layer.merge(httpClients, store);

/** The edge: all clients over fetch, configured by `options`. */
export const apiClientsFetchLayer = (options: ApiConfigOptions, store?: Layer.Layer<PersonalisedGamesStore>): Layer.Layer<ApiClients | ApiConfig> =>
  apiClientsLayer(store).pipe(Layer.provideMerge(Layer.merge(ApiConfig.layer(options), FetchHttpClient.layer)));
