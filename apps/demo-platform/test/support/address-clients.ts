// Real-time clients that connect from a chosen local address (loopback has a whole /8, so 127.0.0.2
// is "another visitor" to a server on 127.0.0.1): the per-address quota tests and the load's flood.
import { Agent, request as httpRequest } from 'node:http';
import { WebSocket } from 'ws';

export interface Negotiated {
  readonly status: number;
  readonly token: string | null;
}

/** POST /hubs/live/negotiate from `localAddress`; the status and the connection token. */
export const negotiateFrom = (origin: string, localAddress: string, agent?: Agent) =>
  new Promise<Negotiated>((resolve, reject) => {
    const url = new URL('/hubs/live/negotiate?negotiateVersion=1', origin);
    const options = { host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: 'POST', localAddress, agent: agent ?? false };
    const sent = httpRequest(options, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => {
        const token = response.statusCode === 200 ? (JSON.parse(body) as { connectionToken: string }).connectionToken : null;
        resolve({ status: response.statusCode ?? 0, token });
      });
    });
    sent.on('error', reject);
    sent.end();
  });

/** Opens a WebSocket from `localAddress`: 'open', or the status of the refused upgrade (0: no answer). */
export const openSocketFrom = (origin: string, path: string, localAddress: string, protocols?: string[]) =>
  new Promise<{ outcome: 'open' | number; ws: WebSocket }>((resolve) => {
    const ws = new WebSocket(`${origin.replace(/^http/, 'ws')}${path}`, protocols, { localAddress });
    ws.once('open', () => resolve({ outcome: 'open', ws }));
    ws.once('unexpected-response', (_request, response) => resolve({ outcome: response.statusCode ?? 0, ws }));
    ws.once('error', () => resolve({ outcome: 0, ws }));
  });

/** A live-lobby client from `localAddress`: negotiate, connect, handshake; the handshake answer or what failed. */
export const hubHandshakeFrom = async (origin: string, localAddress: string): Promise<string> => {
  const { status, token } = await negotiateFrom(origin, localAddress);
  if (token === null) return `negotiate ${status}`;
  const { outcome, ws } = await openSocketFrom(origin, `/hubs/live?id=${token}`, localAddress);
  if (outcome !== 'open') return `connect ${outcome}`;
  const answer = await new Promise<string>((resolve) => {
    ws.once('message', (data) => resolve(data.toString()));
    ws.send('{"protocol":"json","version":1}\u001e');
  });
  ws.close();
  return answer;
};

/** The hub's answer to a good handshake. */
export const HANDSHAKE_OK = '{}\u001e';
