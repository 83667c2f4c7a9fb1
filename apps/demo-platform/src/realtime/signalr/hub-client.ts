// One client connection of the demo hub, whatever its transport. Outgoing frames go to the transport
// sink; long polling has no live sink, so frames wait in an outbox until the next poll takes them.
import { closeMessage } from './hub-protocol.ts';

export type TransportName = 'WebSockets' | 'ServerSentEvents' | 'LongPolling';

export interface TransportSink {
  send(text: string): void;
  /** Ends the transport: gracefully (flush, then close) or abruptly (as a dropped network). */
  end(graceful: boolean): void;
}

export class HubClient {
  readonly connectionId: string;
  readonly connectionToken: string;
  readonly accessToken: string | null;
  /** The client address it negotiated from (its per-address quota). */
  readonly address: string;
  transport: TransportName | null = null;
  handshakeDone = false;
  closed = false;
  /** Incoming text not yet terminated by a record separator. */
  incoming = '';
  /** Frames waiting for the next long poll. */
  readonly outbox: string[] = [];
  /** The long poll waiting for frames, if any. */
  waitingPoll: ((frames: string | null) => void) | null = null;
  firstPollDone = false;
  sink: TransportSink | null = null;
  lastReceivedAt: number;

  constructor(connectionId: string, connectionToken: string, accessToken: string | null, address: string, now: number) {
    this.connectionId = connectionId;
    this.connectionToken = connectionToken;
    this.accessToken = accessToken;
    this.address = address;
    this.lastReceivedAt = now;
  }

  send(text: string): void {
    if (this.closed) return;
    if (this.sink) {
      this.sink.send(text);
      return;
    }
    this.outbox.push(text);
    this.flushPoll();
  }

  /** Hands queued frames to a waiting long poll. */
  flushPoll(): void {
    if (this.waitingPoll && this.outbox.length > 0) {
      const resolve = this.waitingPoll;
      this.waitingPoll = null;
      resolve(this.outbox.splice(0).join(''));
    }
  }

  /** A clean close: the close message first, so the client knows it may reconnect. */
  close(error?: string, allowReconnect = true): void {
    if (this.closed) return;
    this.send(closeMessage(error, allowReconnect));
    this.terminate(true);
  }

  /** Ends the connection; not graceful: an abrupt drop, as when the network goes. */
  terminate(graceful = false): void {
    if (this.closed) return;
    this.closed = true;
    this.sink?.end(graceful);
    this.sink = null;
    if (this.waitingPoll) {
      const resolve = this.waitingPoll;
      this.waitingPoll = null;
      resolve(this.outbox.length > 0 ? this.outbox.splice(0).join('') : null);
    }
  }
}
