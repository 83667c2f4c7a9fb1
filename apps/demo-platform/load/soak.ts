// Real-time churn: each of `clients` players in a loop connects to the live-table hub and to the
// notification broker, subscribes, holds for a while and drops (half abruptly, half politely), until
// `durationMs` has passed. Bounded: one hub and one broker socket per client at any time.
import { NOTIFICATION_TOPIC } from '@casino/core';
import { createCookieClient, loginAs } from '../test/support/http-client.ts';
import { hubSocket, sleep, stompConnect, stompSocket, type RawSocket } from '../test/support/raw-sockets.ts';

export interface SoakOptions {
  readonly clients: number;
  readonly durationMs: number;
  /** Uniform in [0, 1): hold times and how each socket is dropped. */
  readonly random: () => number;
  /** The account each client logs in as (any account: sessions are per client). */
  readonly username?: string;
}

export interface SoakResult {
  readonly cycles: number;
  readonly errors: number;
}

const drop = async (socket: RawSocket, politely: boolean, goodbye: string) => {
  if (politely) {
    socket.send(goodbye);
    socket.ws.close();
  } else {
    socket.ws.terminate();
  }
  // A close that never comes must not hold the loop; the timer goes as soon as the close comes.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([socket.closed, new Promise((resolve) => (timer = setTimeout(resolve, 2000)))]);
  clearTimeout(timer);
};

export const runSoak = async (origin: string, options: SoakOptions): Promise<SoakResult> => {
  const tokens = await Promise.all(
    Array.from({ length: options.clients }, async () => {
      const login = await loginAs(createCookieClient(origin), options.username ?? 'demo');
      return String(login.body['notificationToken']);
    }),
  );
  const deadline = performance.now() + options.durationMs;
  let cycles = 0;
  let errors = 0;
  const client = async (token: string) => {
    while (performance.now() < deadline) {
      try {
        const [hub, broker] = await Promise.all([hubSocket(origin), stompSocket(origin)]);
        broker.send(stompConnect(token, '0,0'));
        broker.send(`SUBSCRIBE\nid:sub-0\ndestination:${NOTIFICATION_TOPIC}\n\n\u0000`);
        await sleep(100 + options.random() * 400);
        await Promise.all([drop(hub, options.random() < 0.5, '{"type":7}\u001e'), drop(broker, options.random() < 0.5, 'DISCONNECT\n\n\u0000')]);
        cycles += 1;
      } catch {
        errors += 1;
        await sleep(100);
      }
    }
  };
  await Promise.all(tokens.map(client));
  return { cycles, errors };
};
