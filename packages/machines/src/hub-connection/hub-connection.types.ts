// The live-feed hub connection (part 1 §4, part 2 §4): its states are those of the SignalR client.
import type { LiveTable, LiveTableUpdate, SnackbarRequest } from '@casino/core';

export interface HubConnectionInput {
  /** Whether the connection reconnects by itself after a drop (a reconnect policy exists). */
  readonly retryPolicy?: boolean;
  /** Connect as soon as the machine starts ("connects on setup"); default true. */
  readonly autoStart?: boolean;
}

export interface HubConnectionContext {
  readonly retryPolicy: boolean;
  /** Still to connect on setup: true until the first start. */
  readonly autoStart: boolean;
  /** The last connection error, for the status line. */
  readonly error: string | null;
  readonly reconnects: number;
  /** Messages that did not decode and were skipped. */
  readonly invalidPayloads: number;
}

/** What the live feed delivers, decoded (the portal's connection actor sends these). */
export type LiveFeedMessage =
  | { readonly type: 'init'; readonly tables: readonly LiveTable[] }
  | { readonly type: 'updateTable'; readonly update: LiveTableUpdate };

export type HubConnectionEvent =
  /** Commands: start only from Disconnected. */
  | { readonly type: 'hub.start' }
  | { readonly type: 'hub.stop' }
  /** Reports of the injected connection actor. */
  | { readonly type: 'hub.connected' }
  | { readonly type: 'hub.connectFailed'; readonly error: string }
  /** The connection dropped; with a retry policy the client is reconnecting. */
  | { readonly type: 'hub.dropped'; readonly error: string | null }
  | { readonly type: 'hub.reconnected' }
  /** The connection ended for good (out of reconnect attempts, or closed by the server). */
  | { readonly type: 'hub.closed'; readonly error: string | null }
  | { readonly type: 'hub.disconnected' }
  | { readonly type: 'hub.disconnectFailed'; readonly error: string }
  | { readonly type: 'hub.message'; readonly message: LiveFeedMessage }
  | { readonly type: 'hub.invalidPayload'; readonly error: string };

/** Commands the machine sends to its connection actor. */
export type HubCommand = { readonly type: 'connect' } | { readonly type: 'disconnect' };

/** Emitted: feed messages for the live-table store, and snackbar requests. */
export type HubConnectionEmitted =
  | { readonly type: 'hub.message'; readonly message: LiveFeedMessage }
  | { readonly type: 'snackbar.show'; readonly message: SnackbarRequest };

export type HubStatus = 'Disconnected' | 'Connecting' | 'Connected' | 'Disconnecting' | 'Reconnecting';

export interface HubConnectionViewModel {
  readonly status: HubStatus;
  readonly live: boolean;
  readonly canStart: boolean;
  readonly canStop: boolean;
  readonly error: string | null;
  readonly reconnects: number;
  readonly invalidPayloads: number;
}
