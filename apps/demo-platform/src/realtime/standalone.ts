// The real-time servers alone on a loopback port: what the live-feed and notification tests (and the
// real-time benchmarks) run against without the rest of the demo platform.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createRealtime, type Realtime, type RealtimeOptions } from './index.ts';

export interface StandaloneRealtime {
  readonly origin: string;
  readonly realtime: Realtime;
  /** Requests the hub received, as 'METHOD /path', for transport assertions. */
  readonly requests: string[];
  close(): Promise<void>;
}

export const startRealtimeServer = async (options: RealtimeOptions): Promise<StandaloneRealtime> => {
  const realtime = createRealtime(options);
  const requests: string[] = [];
  const server = createAdaptorServer({
    fetch: (request) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
      return realtime.app.fetch(request);
    },
  }) as Server;
  server.on('upgrade', (request, socket, head) => {
    if (!realtime.handleUpgrade(request, socket, head)) socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    realtime,
    requests,
    close: async () => {
      realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};
