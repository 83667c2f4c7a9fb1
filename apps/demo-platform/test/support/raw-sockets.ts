// Raw real-time clients for the hardening tests: a SignalR WebSocket after negotiate and handshake,
// and a plain STOMP WebSocket. They record what the server sends and let a test send anything —
// including what no well-behaved client would.
import { WebSocket } from 'ws';

export interface RawSocket {
  readonly ws: WebSocket;
  /** Every text message the server sent, in order. */
  readonly received: string[];
  readonly closed: Promise<{ code: number }>;
  send(text: string): void;
}

const open = (url: string, protocols?: string[]): Promise<RawSocket> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(url, protocols);
    const received: string[] = [];
    const closed = new Promise<{ code: number }>((done) => ws.on('close', (code) => done({ code })));
    ws.on('message', (data) => received.push(data.toString()));
    ws.once('open', () => resolve({ ws, received, closed, send: (text) => ws.send(text) }));
    ws.once('error', reject);
  });

/** A hub connection over WebSockets, handshake done. */
export const hubSocket = async (origin: string, path = '/hubs/live'): Promise<RawSocket> => {
  const negotiated = (await (await fetch(`${origin}${path}/negotiate?negotiateVersion=1`, { method: 'POST' })).json()) as { connectionToken: string };
  const socket = await open(`${origin.replace(/^http/, 'ws')}${path}?id=${negotiated.connectionToken}`);
  socket.send('{"protocol":"json","version":1}\u001e');
  return socket;
};

/** A STOMP WebSocket, nothing sent yet. */
export const stompSocket = (origin: string, path = '/notifications'): Promise<RawSocket> => open(`${origin.replace(/^http/, 'ws')}${path}`, ['v12.stomp']);

export const stompConnect = (token: string, heartBeat = '0,0') =>
  `CONNECT\naccept-version:1.2\nhost:localhost\nAuthorization:Bearer ${token}\nheart-beat:${heartBeat}\n\n\u0000`;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Active timers of this process (for leak checks). */
export const activeTimers = (): number => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
