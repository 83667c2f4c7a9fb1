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
  { readonly type: 'init'; readonly tables: readonly LiveTable[] } | { readonly type: 'updateTable'; readonly update: LiveTableUpdate };

export type HubConnectionEvent =
  /** Commands: start only from Disconnected. */
  | { readonly type: 'hub-connection.start' }
  | { readonly type: 'hub-connection.stop' }
  /** Reports of the injected connection actor. */
  | { readonly type: 'hub-connection.connected' }
  | { readonly type: 'hub-connection.connect-failed'; readonly error: string }
  /** The connection dropped; with a retry policy the client is reconnecting. */
  | { readonly type: 'hub-connection.dropped'; readonly error: string | null }
  | { readonly type: 'hub-connection.reconnected' }
  /** The connection ended for good (out of reconnect attempts, or closed by the server). */
  | { readonly type: 'hub-connection.closed'; readonly error: string | null }
  | { readonly type: 'hub-connection.disconnected' }
  | { readonly type: 'hub-connection.disconnect-failed'; readonly error: string }
  | { readonly type: 'hub-connection.message'; readonly message: LiveFeedMessage }
  | { readonly type: 'hub-connection.invalid-payload'; readonly error: string };

/** Commands the machine sends to its connection actor. */
export type HubCommand = { readonly type: 'hub-connection.connect' } | { readonly type: 'hub-connection.disconnect' };

/** Emitted: feed messages for the live-table store, and snackbar requests. */
export type HubConnectionEmitted =
  { readonly type: 'hub-connection.message'; readonly message: LiveFeedMessage } | { readonly type: 'snackbar.show'; readonly message: SnackbarRequest };

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
