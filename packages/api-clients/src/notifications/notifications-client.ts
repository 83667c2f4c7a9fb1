// Player notifications over STOMP (@stomp/stompjs): heart-beats on, the subscription to
// /user/topic/notifications made inside onConnect so that every reconnect restores it, and a
// connection retried 2 times at 1000 ms before it gives up. Message bodies are decoded by Schema; a
// malformed one is reported and skipped.
import { Client, StompSocketState, type IMessage } from '@stomp/stompjs';
import { Result, Schema } from 'effect';
import { NOTIFICATION_RETRIES, NOTIFICATION_RETRY_INTERVAL_MS, NOTIFICATION_TOPIC, type InAppNotification } from '@casino/core';
import { InAppNotificationJson } from '../schemas/in-app-notification.ts';

export type NotificationsEvent =
  | { readonly type: 'connected' }
  | { readonly type: 'notification'; readonly notification: InAppNotification }
  | { readonly type: 'invalidPayload'; readonly message: string }
  | { readonly type: 'disconnected'; readonly error: string | null }
  /** Out of retries (or refused): the client stopped trying. */
  | { readonly type: 'closed'; readonly error: string };

export type NotificationsListener = (event: NotificationsEvent) => void;

export interface NotificationsOptions {
  /** ws:// or wss:// URL of the STOMP endpoint. */
  readonly brokerUrl: string;
  /** The player's notification token (gateway /_notification-token). */
  readonly notificationToken: string;
  readonly retries?: number;
  readonly retryIntervalMs?: number;
  readonly heartbeatMs?: number;
  /** For environments without a global WebSocket. */
  readonly webSocketFactory?: () => WebSocket;
}

export class NotificationsClient {
  private readonly client: Client;
  private readonly listeners = new Set<NotificationsListener>();
  /** Connection attempts that failed since the last successful one (or since start). */
  private failedAttempts = 0;
  private connectedSinceAttempt = false;
  private everConnected = false;
  private readonly retries: number;

  constructor(options: NotificationsOptions) {
    this.retries = options.retries ?? NOTIFICATION_RETRIES;
    const heartbeat = options.heartbeatMs ?? 10_000;
    this.client = new Client({
      brokerURL: options.brokerUrl,
      connectHeaders: { Authorization: `Bearer ${options.notificationToken}` },
      heartbeatIncoming: heartbeat,
      heartbeatOutgoing: heartbeat,
      reconnectDelay: options.retryIntervalMs ?? NOTIFICATION_RETRY_INTERVAL_MS,
      ...(options.webSocketFactory ? { webSocketFactory: options.webSocketFactory } : {}),
      debug: () => {},
      onConnect: () => {
        this.failedAttempts = 0;
        this.connectedSinceAttempt = true;
        this.everConnected = true;
        // Subscribing here, not once after activate, is what restores the subscription after a reconnect.
        this.client.subscribe(NOTIFICATION_TOPIC, (message) => this.receive(message));
        this.emit({ type: 'connected' });
      },
      onStompError: (frame) => {
        void this.giveUp(frame.headers.message ?? 'STOMP error');
      },
      onWebSocketClose: (event) => {
        if (!this.client.active) return;
        if (this.connectedSinceAttempt) {
          this.connectedSinceAttempt = false;
          this.emit({ type: 'disconnected', error: event.reason || null });
          return;
        }
        this.failedAttempts += 1;
        // After a drop every attempt is a retry; at start the first attempt is not.
        const allowedFailures = this.everConnected ? this.retries : this.retries + 1;
        if (this.failedAttempts >= allowedFailures) void this.giveUp(`Notifications: no connection after ${this.retries} retries`);
      },
    });
  }

  get connected(): boolean {
    return this.client.connected;
  }

  subscribe(listener: NotificationsListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  start(): void {
    this.failedAttempts = 0;
    this.connectedSinceAttempt = false;
    this.everConnected = false;
    this.client.activate();
  }

  async stop(): Promise<void> {
    await this.client.deactivate(this.socketGone() ? { force: true } : undefined);
  }

  /**
   * The socket the server is already closing (a logout of every session closes the player's sockets
   * right after its LOGOUT): a DISCONNECT frame could not go out, and the browser reports the try as
   * an error ("WebSocket is already in CLOSING or CLOSED state"), so the client lets it go unsaid.
   */
  private socketGone(): boolean {
    const socket = this.client.webSocket;
    return socket !== undefined && socket.readyState !== StompSocketState.OPEN && socket.readyState !== StompSocketState.CONNECTING;
  }

  private receive(message: IMessage): void {
    const decoded = Schema.decodeUnknownResult(InAppNotificationJson)(message.body);
    if (Result.isFailure(decoded)) this.emit({ type: 'invalidPayload', message: decoded.failure.message });
    else this.emit({ type: 'notification', notification: decoded.success });
  }

  private async giveUp(error: string): Promise<void> {
    await this.client.deactivate();
    this.emit({ type: 'closed', error });
  }

  private emit(event: NotificationsEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
