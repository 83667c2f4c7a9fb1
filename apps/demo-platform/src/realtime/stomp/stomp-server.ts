// A STOMP 1.2 broker over WebSocket for player notifications: CONNECT with heart-beats and the
// player's notification token, SUBSCRIBE to /user/topic/notifications, MESSAGE frames carrying
// in-app notifications. Test switches stop and restart it, drop connections, delay or corrupt frames.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { NOTIFICATION_TOPIC, type InAppNotification } from '@casino/core';
import { parseFrames, serializeFrame, type StompFrame } from './stomp-frame.ts';
import { withDefaults } from '../with-defaults.ts';
import { LIMITS } from '../../http/limits.ts';
import { createAddressQuota, type AddressLimits, type AddressQuota } from '../address-quota.ts';

export interface StompServerOptions {
  /** WebSocket path, e.g. '/notifications'. */
  readonly path: string;
  /** The player a notification token belongs to, or null. */
  readonly resolveToken: (token: string) => string | null;
  /** The server's heart-beat offer in ms (both directions). */
  readonly heartbeatMs?: number;
  /** A socket must send CONNECT within this; default LIMITS.stompConnectTimeoutMs. */
  readonly connectTimeoutMs?: number;
  /** Sockets per client address (pending: not yet CONNECTed); default LIMITS' per-address quotas. */
  readonly perAddress?: AddressLimits;
}

/** A socket's place in its address's quota, taken before the upgrade. */
interface Slot {
  readonly address: string;
}

interface Session {
  readonly ws: WebSocket;
  readonly slot: Slot;
  username: string | null;
  /** The notification token the session connected with: its gateway session's logout ends it. */
  token: string | null;
  incoming: string;
  /** subscription id → destination */
  readonly subscriptions: Map<string, string>;
  heartbeat: NodeJS.Timeout | null;
  /** Closes the socket if no CONNECT comes in time. */
  connectDeadline: NodeJS.Timeout | null;
  lastReceivedAt: number;
  receiveTimeoutMs: number;
}

export interface StompFaults {
  delayMs: number;
  /** Corrupt the body of the next N MESSAGE frames. */
  corruptNext: number;
}

export class StompServer {
  readonly faults: StompFaults = { delayMs: 0, corruptNext: 0 };
  running = true;
  private readonly wss = new WebSocketServer({
    noServer: true,
    maxPayload: LIMITS.socketMessageBytes,
    handleProtocols: (protocols) => pickProtocol(protocols),
  });
  private readonly sessions = new Set<Session>();
  private readonly options: Required<StompServerOptions>;
  private readonly watchdog: NodeJS.Timeout;
  private readonly quota: AddressQuota<Slot>;

  constructor(options: StompServerOptions) {
    this.options = withDefaults(
      {
        heartbeatMs: 10_000,
        connectTimeoutMs: LIMITS.stompConnectTimeoutMs,
        perAddress: { pending: LIMITS.pendingConnectionsPerAddress, open: LIMITS.connectionsPerAddress },
      },
      options,
    );
    this.quota = createAddressQuota(this.options.perAddress);
    this.watchdog = setInterval(() => this.dropSilent(), 1000);
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== this.options.path) return false;
    if (!this.running || this.sessions.size >= LIMITS.maxConnections) {
      socket.end('HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return true;
    }
    const slot: Slot = { address: request.socket.remoteAddress ?? 'unknown' };
    if (!this.quota.admit(slot.address, slot)) {
      socket.end('HTTP/1.1 429 Too Many Requests\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return true;
    }
    // An upgrade that fails before the socket opens never reaches attach(): its slot goes with it.
    let attached = false;
    socket.once('close', () => {
      if (!attached) this.quota.release(slot.address, slot);
    });
    this.wss.handleUpgrade(request, socket, head, (ws) => {
      attached = true;
      this.attach(ws, slot);
    });
    return true;
  }

  /** Players with a live subscription to their notifications. */
  subscribers(): string[] {
    return [...this.sessions].filter((s) => s.username && s.subscriptions.size > 0).map((s) => s.username!);
  }

  /** Sends a notification to every subscribed session of the player; returns how many got it. */
  notify(username: string, notification: InAppNotification): number {
    let delivered = 0;
    for (const session of this.sessions) {
      if (session.username !== username) continue;
      for (const [id, destination] of session.subscriptions) {
        if (destination !== NOTIFICATION_TOPIC) continue;
        this.sendMessage(session, id, destination, notification);
        delivered += 1;
      }
    }
    return delivered;
  }

  /** Closes (cleanly) every socket that connected with this notification token: its session has ended. */
  endToken(token: string): void {
    for (const session of this.sessions) if (session.token === token) this.end(session, true);
  }

  dropAll(): void {
    for (const session of this.sessions) this.end(session, false);
  }

  stop(): void {
    this.running = false;
    this.dropAll();
  }

  start(): void {
    this.running = true;
  }

  close(): void {
    clearInterval(this.watchdog);
    this.dropAll();
    this.wss.close();
  }

  private attach(ws: WebSocket, slot: Slot): void {
    const session: Session = {
      ws,
      slot,
      username: null,
      token: null,
      incoming: '',
      subscriptions: new Map(),
      heartbeat: null,
      connectDeadline: null,
      lastReceivedAt: Date.now(),
      receiveTimeoutMs: 0,
    };
    this.sessions.add(session);
    session.connectDeadline = setTimeout(() => this.error(session, 'No CONNECT in time'), this.options.connectTimeoutMs);
    ws.on('message', (data) => this.receive(session, data.toString()));
    ws.on('close', () => this.end(session, false));
    ws.on('error', () => this.end(session, false));
  }

  private receive(session: Session, text: string): void {
    session.lastReceivedAt = Date.now();
    const { frames, rest } = parseFrames(session.incoming + text);
    // A frame that never ends would grow this buffer without bound.
    if (rest.length > LIMITS.socketBufferBytes) return this.error(session, `Frame over ${LIMITS.socketBufferBytes} bytes`);
    session.incoming = rest;
    for (const frame of frames) this.handle(session, frame);
  }

  private handle(session: Session, frame: StompFrame): void {
    switch (frame.command) {
      case 'CONNECT':
      case 'STOMP':
        return this.connect(session, frame);
      case 'SUBSCRIBE': {
        if (!session.username) return this.error(session, 'Not connected');
        const destination = frame.headers.destination ?? '';
        if (destination !== NOTIFICATION_TOPIC) return this.error(session, `Unknown destination ${destination}`);
        session.subscriptions.set(frame.headers.id ?? randomUUID(), destination);
        return this.receipt(session, frame);
      }
      case 'UNSUBSCRIBE':
        session.subscriptions.delete(frame.headers.id ?? '');
        return this.receipt(session, frame);
      case 'DISCONNECT':
        this.receipt(session, frame);
        return this.end(session, true);
      default:
        return this.error(session, `Unsupported command ${frame.command}`);
    }
  }

  private connect(session: Session, frame: StompFrame): void {
    // One CONNECT per socket: a second one would start a second heart-beat timer.
    if (session.username) return this.error(session, 'Already connected');
    const versions = (frame.headers['accept-version'] ?? '1.0').split(',');
    if (!versions.includes('1.2')) return this.error(session, 'Supported protocol version is 1.2');
    const token = bearer(frame.headers.Authorization ?? frame.headers.authorization) ?? frame.headers.passcode ?? '';
    const username = this.options.resolveToken(token);
    if (!username) return this.error(session, 'Unauthorized: unknown notification token');
    session.username = username;
    session.token = token;
    this.clearConnectDeadline(session);
    this.quota.connected(session.slot.address, session.slot);
    const [clientSends = 0, clientWants = 0] = (frame.headers['heart-beat'] ?? '0,0').split(',').map(Number);
    const offer = this.options.heartbeatMs;
    // Server → client beats every max(offer, what the client wants); client → server checked likewise.
    if (clientWants > 0) session.heartbeat = setInterval(() => session.ws.send('\n'), Math.max(offer, clientWants));
    session.receiveTimeoutMs = clientSends > 0 ? Math.max(offer, clientSends) * 3 : 0;
    this.write(session, {
      command: 'CONNECTED',
      headers: { version: '1.2', 'heart-beat': `${offer},${offer}`, server: 'casino-demo/1.0', 'user-name': username },
      body: '',
    });
  }

  private sendMessage(session: Session, subscription: string, destination: string, notification: InAppNotification): void {
    const corrupt = this.faults.corruptNext > 0;
    if (corrupt) this.faults.corruptNext -= 1;
    const body = corrupt ? '{"type": "BALANCE", "balance": {"amount": "lots"' : JSON.stringify(notification);
    const frame: StompFrame = {
      command: 'MESSAGE',
      headers: {
        destination,
        subscription,
        'message-id': randomUUID(),
        'content-type': 'application/json',
        'content-length': String(Buffer.byteLength(body)),
      },
      body,
    };
    if (this.faults.delayMs > 0) setTimeout(() => this.write(session, frame), this.faults.delayMs);
    else this.write(session, frame);
  }

  private receipt(session: Session, frame: StompFrame): void {
    const receipt = frame.headers.receipt;
    if (receipt) this.write(session, { command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
  }

  private error(session: Session, message: string): void {
    this.write(session, { command: 'ERROR', headers: { message, 'content-type': 'text/plain' }, body: message });
    this.end(session, true);
  }

  private write(session: Session, frame: StompFrame): void {
    if (session.ws.readyState === session.ws.OPEN) session.ws.send(serializeFrame(frame));
  }

  private clearConnectDeadline(session: Session): void {
    if (session.connectDeadline) clearTimeout(session.connectDeadline);
    session.connectDeadline = null;
  }

  private end(session: Session, graceful: boolean): void {
    if (session.heartbeat) clearInterval(session.heartbeat);
    session.heartbeat = null;
    this.clearConnectDeadline(session);
    this.sessions.delete(session);
    this.quota.release(session.slot.address, session.slot);
    if (session.ws.readyState === session.ws.OPEN || session.ws.readyState === session.ws.CONNECTING) {
      if (graceful) session.ws.close(1000);
      else session.ws.terminate();
    }
  }

  private dropSilent(): void {
    const now = Date.now();
    for (const session of this.sessions) {
      if (session.receiveTimeoutMs > 0 && now - session.lastReceivedAt > session.receiveTimeoutMs) this.end(session, false);
    }
  }
}

const bearer = (value: string | undefined): string | null => (value?.startsWith('Bearer ') ? value.slice(7) : null);

// stompjs offers its supported versions as WebSocket sub-protocols; agree on 1.2 when offered.
const pickProtocol = (protocols: Set<string>): string | false => (protocols.has('v12.stomp') ? 'v12.stomp' : (protocols.values().next().value ?? false));
