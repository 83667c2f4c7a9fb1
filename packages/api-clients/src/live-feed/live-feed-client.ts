// The live-table feed over the real @microsoft/signalr client: negotiate, then WebSockets, server-sent
// events or long polling; reconnects after 0, 2, 10 and 30 s, then stops. Every message is decoded by
// Schema; a malformed one is reported as an invalid payload and skipped while the connection stays up.
// After a reconnect, updates are held back until the fresh `init` replaces the whole list, so no stale
// table survives.
import {
  HttpTransportType,
  HubConnectionBuilder,
  HubConnectionState,
  LogLevel,
  type HubConnection,
  type IHttpConnectionOptions,
  type ILogger,
} from '@microsoft/signalr';
import { Result, Schema } from 'effect';
import { HUB_KEEP_ALIVE_MS, HUB_RECONNECT_DELAYS_MS, HUB_SERVER_TIMEOUT_MS, type LiveTable, type LiveTableUpdate } from '@casino/core';
import { InitArgumentsSchema, UpdateTableArgumentsSchema } from '../schemas/live-table.ts';
import { TolerantJsonHubProtocol } from './tolerant-json-protocol.ts';

export type LiveFeedEvent =
  | { readonly type: 'init'; readonly tables: readonly LiveTable[] }
  | { readonly type: 'updateTable'; readonly update: LiveTableUpdate }
  /** A message that did not decode: skipped, the connection stays up. */
  | { readonly type: 'invalidPayload'; readonly target: string; readonly message: string }
  | { readonly type: 'reconnecting'; readonly error: string | null }
  | { readonly type: 'reconnected' }
  /** The connection ended: stopped, or out of reconnect attempts. */
  | { readonly type: 'closed'; readonly error: string | null };

export type LiveFeedListener = (event: LiveFeedEvent) => void;

export interface LiveFeedOptions {
  /** The hub URL, e.g. 'http://localhost:4173/hubs/live'. */
  readonly url: string;
  readonly accessTokenFactory?: () => string | Promise<string>;
  /** Default HttpTransportType.WebSockets | ServerSentEvents | LongPolling (tried in that order). */
  readonly transports?: HttpTransportType;
  readonly reconnectDelaysMs?: readonly number[];
  readonly serverTimeoutMs?: number;
  readonly keepAliveMs?: number;
  readonly logger?: ILogger | LogLevel;
  /** Extra connection options (a custom HttpClient, WebSocket or EventSource for Node). */
  readonly connection?: Omit<IHttpConnectionOptions, 'transport' | 'accessTokenFactory'>;
}

export const ALL_TRANSPORTS = HttpTransportType.WebSockets | HttpTransportType.ServerSentEvents | HttpTransportType.LongPolling;

const describe = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export class LiveFeedClient {
  readonly connection: HubConnection;
  private readonly listeners = new Set<LiveFeedListener>();
  /** True between a reconnect and the fresh init that follows it. */
  private awaitingInit = false;

  constructor(options: LiveFeedOptions) {
    const protocol = new TolerantJsonHubProtocol((record, error) =>
      this.emit({ type: 'invalidPayload', target: record.slice(0, 80), message: describe(error) }),
    );
    this.connection = new HubConnectionBuilder()
      .withUrl(options.url, {
        ...options.connection,
        transport: options.transports ?? ALL_TRANSPORTS,
        ...(options.accessTokenFactory ? { accessTokenFactory: options.accessTokenFactory } : {}),
      })
      .withHubProtocol(protocol)
      .withAutomaticReconnect([...(options.reconnectDelaysMs ?? HUB_RECONNECT_DELAYS_MS)])
      .withServerTimeout(options.serverTimeoutMs ?? HUB_SERVER_TIMEOUT_MS)
      .withKeepAliveInterval(options.keepAliveMs ?? HUB_KEEP_ALIVE_MS)
      .configureLogging(options.logger ?? LogLevel.None)
      .build();

    this.connection.on('init', (...args: unknown[]) => {
      const decoded = Schema.decodeUnknownResult(InitArgumentsSchema)(args);
      if (Result.isFailure(decoded)) return this.emit({ type: 'invalidPayload', target: 'init', message: decoded.failure.message });
      this.awaitingInit = false;
      this.emit({ type: 'init', tables: decoded.success[0] });
    });
    this.connection.on('updateTable', (...args: unknown[]) => {
      const decoded = Schema.decodeUnknownResult(UpdateTableArgumentsSchema)(args);
      if (Result.isFailure(decoded)) return this.emit({ type: 'invalidPayload', target: 'updateTable', message: decoded.failure.message });
      if (!this.awaitingInit) this.emit({ type: 'updateTable', update: decoded.success[0] });
    });
    this.connection.onreconnecting((error) => {
      this.awaitingInit = true;
      this.emit({ type: 'reconnecting', error: error ? describe(error) : null });
    });
    this.connection.onreconnected(() => this.emit({ type: 'reconnected' }));
    this.connection.onclose((error) => this.emit({ type: 'closed', error: error ? describe(error) : null }));
  }

  get state(): HubConnectionState {
    return this.connection.state;
  }

  subscribe(listener: LiveFeedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Starts from Disconnected only; rejects with the negotiation or transport error. */
  async start(): Promise<void> {
    if (this.connection.state !== HubConnectionState.Disconnected) {
      throw new Error(`Cannot start the live feed while it is ${this.connection.state}`);
    }
    this.awaitingInit = true;
    await this.connection.start();
  }

  async stop(): Promise<void> {
    await this.connection.stop();
  }

  private emit(event: LiveFeedEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
