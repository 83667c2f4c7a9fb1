// A SignalR hub server that the real @microsoft/signalr client accepts: negotiate (version 1), then
// WebSockets, server-sent events or long polling, the JSON hub protocol with its handshake, pings and
// close. Test switches can drop every connection, stop and restart the hub, and delay or corrupt
// outgoing frames.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { Hono, type Context } from 'hono';
import { WebSocketServer, type WebSocket } from 'ws';
import { HubClient, type TransportName } from './hub-client.ts';
import { withDefaults } from '../with-defaults.ts';
import { LIMITS } from '../../http/limits.ts';
import { clientAddress } from '../../http/client-address.ts';
import { createAddressQuota, type AddressLimits, type AddressQuota } from '../address-quota.ts';
import { MessageType, handshakeResponse, invocation, parseHandshake, parseMessage, ping, splitRecords, frame } from './hub-protocol.ts';

export interface HubOptions {
  /** e.g. '/hubs/live' */
  readonly path: string;
  /** Server pings this often (the client's server timeout is 30 s). */
  readonly keepAliveMs?: number;
  /** A client silent for this long is dropped (its own keep-alive is 15 s). */
  readonly clientTimeoutMs?: number;
  /** An empty long poll returns after this long. */
  readonly longPollTimeoutMs?: number;
  /** When set, negotiate and connect require it as Bearer header or access_token query parameter. */
  readonly accessToken?: string | null;
  /** A negotiation without a transport is forgotten after this long; default LIMITS.negotiationTimeoutMs. */
  readonly negotiationTimeoutMs?: number;
  /** Connections per client address; default LIMITS' per-address quotas. */
  readonly perAddress?: AddressLimits;
  /** Called once a client completed the handshake. */
  readonly onConnected?: (client: HubClient) => void;
  readonly now?: () => number;
}

export type CorruptionKind = 'payload' | 'json';

export interface HubFaults {
  /** Delay every outgoing invocation by this many milliseconds. */
  delayMs: number;
  /** Corrupt the next N outgoing invocations. */
  corruptNext: number;
  corruptKind: CorruptionKind;
  /** Transports whose connect attempts fail, so that clients fall back to the next one. */
  refusedTransports: Set<TransportName>;
}

const TRANSPORTS: ReadonlyArray<{ transport: TransportName; transferFormats: string[] }> = [
  { transport: 'WebSockets', transferFormats: ['Text', 'Binary'] },
  { transport: 'ServerSentEvents', transferFormats: ['Text'] },
  { transport: 'LongPolling', transferFormats: ['Text', 'Binary'] },
];

const encoder = new TextEncoder();

export class SignalRHub {
  readonly app = new Hono();
  readonly faults: HubFaults = { delayMs: 0, corruptNext: 0, corruptKind: 'payload', refusedTransports: new Set() };
  running = true;
  private readonly clientsByToken = new Map<string, HubClient>();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: LIMITS.socketMessageBytes });
  private readonly timers: NodeJS.Timeout[] = [];
  /** Each negotiation's deadline to connect a transport. */
  private readonly negotiationDeadlines = new Map<HubClient, NodeJS.Timeout>();
  private readonly quota: AddressQuota<HubClient>;
  private readonly options: Required<Omit<HubOptions, 'accessToken' | 'onConnected'>> & Pick<HubOptions, 'accessToken' | 'onConnected'>;

  constructor(options: HubOptions) {
    this.options = withDefaults(
      {
        keepAliveMs: 15_000,
        clientTimeoutMs: 30_000,
        longPollTimeoutMs: 20_000,
        negotiationTimeoutMs: LIMITS.negotiationTimeoutMs,
        perAddress: { pending: LIMITS.pendingConnectionsPerAddress, open: LIMITS.connectionsPerAddress },
        now: Date.now,
      },
      options,
    );
    this.quota = createAddressQuota<HubClient>(this.options.perAddress);
    const { path } = this.options;
    this.app.post(`${path}/negotiate`, (c) => this.negotiate(c));
    this.app.get(path, (c) => this.connectHttp(c));
    this.app.post(path, (c) => this.receiveHttp(c));
    this.app.delete(path, (c) => this.deleteLongPoll(c));
    this.timers.push(setInterval(() => this.keepAlive(), this.options.keepAliveMs));
  }

  /** Clients that completed the handshake. */
  clients(): HubClient[] {
    return [...this.clientsByToken.values()].filter((client) => client.handshakeDone && !client.closed);
  }

  /** One invocation to one client (a new client's `init`). */
  send(client: HubClient, target: string, args: readonly unknown[]): void {
    this.deliver([client], this.withFaults(target, args));
  }

  /** One invocation to every connected client, serialised (and faulted) once. */
  broadcast(target: string, args: readonly unknown[]): void {
    this.deliver(this.clients(), this.withFaults(target, args));
  }

  private deliver(clients: readonly HubClient[], text: string): void {
    const sendAll = () => clients.forEach((client) => client.send(text));
    if (this.faults.delayMs > 0) setTimeout(sendAll, this.faults.delayMs);
    else sendAll();
  }

  /** Every connection drops at once, without a close message. */
  dropAll(): void {
    for (const client of this.clientsByToken.values()) this.forget(client);
  }

  /** The hub goes down: clients get a close message allowing reconnects; new connects are refused. */
  stop(): void {
    this.running = false;
    for (const client of this.clientsByToken.values()) {
      client.close('Server is stopping.', true);
      this.remove(client);
    }
  }

  start(): void {
    this.running = true;
  }

  close(): void {
    this.timers.forEach(clearInterval);
    this.dropAll();
    this.wss.close();
  }

  /** Routes an HTTP upgrade to the hub; false when the request is not the hub's. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname !== this.options.path) return false;
    const client = this.clientsByToken.get(url.searchParams.get('id') ?? '');
    const authorised = this.isAuthorised(request.headers.authorization, url.searchParams.get('access_token'));
    if (!this.running || !client || client.transport || !authorised || this.faults.refusedTransports.has('WebSockets')) {
      const status = !this.running ? '503 Service Unavailable' : !authorised ? '401 Unauthorized' : '404 Not Found';
      socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return true;
    }
    this.wss.handleUpgrade(request, socket, head, (ws) => this.attachWebSocket(client, ws));
    return true;
  }

  private attachWebSocket(client: HubClient, ws: WebSocket): void {
    this.transportChosen(client, 'WebSockets');
    client.sink = {
      send: (text) => ws.readyState === ws.OPEN && ws.send(text),
      end: (graceful) => (graceful ? ws.close(1000) : ws.terminate()),
    };
    ws.on('message', (data) => this.receive(client, data.toString()));
    ws.on('close', () => this.forget(client));
    ws.on('error', () => this.forget(client));
  }

  private negotiate(c: Context): Response {
    if (!this.running) return c.text('Hub is stopped', 503);
    if (this.clientsByToken.size >= LIMITS.maxConnections) return c.text('Too many connections', 503);
    if (!this.isAuthorised(c.req.header('authorization'), c.req.query('access_token') ?? null)) return c.text('Unauthorized', 401);
    const connectionId = randomUUID();
    const connectionToken = randomUUID();
    const accessToken = bearer(c.req.header('authorization')) ?? c.req.query('access_token') ?? null;
    const client = new HubClient(connectionId, connectionToken, accessToken, clientAddress(c), this.options.now());
    if (!this.quota.admit(client.address, client)) {
      c.header('Retry-After', String(Math.ceil(this.options.negotiationTimeoutMs / 1000)));
      return c.text('Too many connections from this address', 429);
    }
    this.clientsByToken.set(connectionToken, client);
    const deadline = setTimeout(() => {
      if (!client.transport) this.forget(client);
    }, this.options.negotiationTimeoutMs);
    deadline.unref();
    this.negotiationDeadlines.set(client, deadline);
    return c.json({ connectionId, connectionToken, negotiateVersion: 1, availableTransports: TRANSPORTS });
  }

  private connectHttp(c: Context): Response | Promise<Response> {
    const client = this.clientsByToken.get(c.req.query('id') ?? '');
    if (!client || client.closed) return c.body(null, client?.closed ? 204 : 404);
    if (!this.isAuthorised(c.req.header('authorization'), c.req.query('access_token') ?? null)) return c.text('Unauthorized', 401);
    const wantsEvents = (c.req.header('accept') ?? '').includes('text/event-stream');
    if (wantsEvents) return this.openEventStream(c, client);
    return this.longPoll(c, client);
  }

  private openEventStream(c: Context, client: HubClient): Response {
    if (!this.running || client.transport || this.faults.refusedTransports.has('ServerSentEvents')) return c.text('Refused', 503);
    this.transportChosen(client, 'ServerSentEvents');
    const stream = new ReadableStream<Uint8Array>({
      start: (controller) => {
        client.sink = {
          send: (text) => controller.enqueue(encoder.encode(`data: ${text}\r\n\r\n`)),
          end: () => {
            try {
              controller.close();
            } catch {
              // already closed by the client going away
            }
          },
        };
        // An SSE response must start flowing at once for EventSource to report it open.
        controller.enqueue(encoder.encode(':\r\n\r\n'));
      },
      cancel: () => this.forget(client),
    });
    c.req.raw.signal.addEventListener('abort', () => this.forget(client));
    return new Response(stream, {
      headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', 'X-Accel-Buffering': 'no' },
    });
  }

  private longPoll(c: Context, client: HubClient): Response | Promise<Response> {
    if (client.transport && client.transport !== 'LongPolling') return c.text('Transport already chosen', 409);
    if (!client.transport) {
      if (!this.running || this.faults.refusedTransports.has('LongPolling')) return c.text('Refused', 503);
      this.transportChosen(client, 'LongPolling');
    }
    client.lastReceivedAt = this.options.now();
    // The first poll only confirms the connection and returns at once, as the client expects.
    if (!client.firstPollDone) {
      client.firstPollDone = true;
      return c.body('', 200);
    }
    if (client.outbox.length > 0) return c.body(client.outbox.splice(0).join(''), 200);
    return new Promise<Response>((resolve) => {
      const timer = setTimeout(() => {
        client.waitingPoll = null;
        resolve(c.body('', 200));
      }, this.options.longPollTimeoutMs);
      client.waitingPoll = (frames) => {
        clearTimeout(timer);
        client.lastReceivedAt = this.options.now();
        resolve(frames === null ? c.body(null, 204) : c.body(frames, 200));
      };
      c.req.raw.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        client.waitingPoll = null;
      });
    });
  }

  private async receiveHttp(c: Context): Promise<Response> {
    const client = this.clientsByToken.get(c.req.query('id') ?? '');
    if (!client || client.closed) return c.text('No connection with that id', 404);
    this.receive(client, await c.req.text());
    return c.body(null, 200);
  }

  private deleteLongPoll(c: Context): Response {
    const client = this.clientsByToken.get(c.req.query('id') ?? '');
    if (!client) return c.text('No connection with that id', 404);
    client.terminate(true);
    this.remove(client);
    return c.body(null, 202);
  }

  private receive(client: HubClient, text: string): void {
    client.lastReceivedAt = this.options.now();
    const { records, rest } = splitRecords(client.incoming + text);
    // A record that never ends would grow this buffer without bound.
    if (rest.length > LIMITS.socketBufferBytes) {
      client.close(`Message over ${LIMITS.socketBufferBytes} bytes.`, false);
      this.forget(client);
      return;
    }
    client.incoming = rest;
    for (const record of records) {
      if (!client.handshakeDone) {
        const handshake = parseHandshake(record);
        if ('error' in handshake) {
          client.send(handshakeResponse(handshake.error));
          client.terminate(true);
          return;
        }
        client.send(handshakeResponse());
        client.handshakeDone = true;
        this.options.onConnected?.(client);
        continue;
      }
      const message = parseMessage(record);
      if (message?.type === MessageType.Close) {
        client.terminate(true);
        this.forget(client);
      } else if (message?.type === MessageType.Invocation && typeof message.invocationId === 'string') {
        // The live feed has no server methods; answer so that a client invoke does not hang.
        client.send(frame({ type: MessageType.Completion, invocationId: message.invocationId, result: null }));
      }
    }
  }

  private keepAlive(): void {
    const now = this.options.now();
    for (const client of this.clientsByToken.values()) {
      if (now - client.lastReceivedAt > this.options.clientTimeoutMs) {
        client.terminate(false);
        this.forget(client);
      } else if (client.handshakeDone) {
        client.send(ping());
      }
    }
  }

  private transportChosen(client: HubClient, transport: TransportName): void {
    client.transport = transport;
    clearTimeout(this.negotiationDeadlines.get(client));
    this.negotiationDeadlines.delete(client);
    this.quota.connected(client.address, client);
  }

  private forget(client: HubClient): void {
    client.terminate(false);
    this.remove(client);
  }

  /** The client leaves the table, its deadline and its address's quota. */
  private remove(client: HubClient): void {
    this.clientsByToken.delete(client.connectionToken);
    clearTimeout(this.negotiationDeadlines.get(client));
    this.negotiationDeadlines.delete(client);
    this.quota.release(client.address, client);
  }

  private isAuthorised(authorization: string | undefined, queryToken: string | null): boolean {
    const expected = this.options.accessToken;
    if (!expected) return true;
    return bearer(authorization) === expected || queryToken === expected;
  }

  // A corrupted frame is sent in front of the real one: the stream of true updates goes on, so a
  // client that skips the bad frame still ends up with the server's tables.
  private withFaults(target: string, args: readonly unknown[]): string {
    const real = invocation(target, args);
    if (this.faults.corruptNext <= 0) return real;
    this.faults.corruptNext -= 1;
    const corrupt =
      this.faults.corruptKind === 'json'
        ? `{"type":1,"target":"${target}","arguments":[{"ImsGameCode":\u001e`
        : invocation(target, [{ ImsGameCode: 42, Status: ['not', 'a', 'status'], SeatsAvailability: 'full' }]);
    return corrupt + real;
  }
}

const bearer = (authorization: string | undefined): string | null => (authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : null);
