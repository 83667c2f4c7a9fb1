// The e2e files run in parallel workers, each starting its own servers: a port picked as free may
// be taken by another process before the portal listens on it. The servers then start again on
// another port instead of failing the file.
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.ts';
import { SMOKE_SEED, startServers } from './support/servers.ts';

let taken: Server;
let takenPort: number;

beforeAll(async () => {
  taken = createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  takenPort = (taken.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

describe('startServers', () => {
  it('starts again on another port when the one it picked was taken before the portal listened', async () => {
    const picked: number[] = [];
    // The first pick is the port another process took in between; the next ones are free.
    const pickPort = async () => {
      const port = picked.length === 0 ? takenPort : await freePort();
      picked.push(port);
      return port;
    };
    const servers = await startServers({ seed: SMOKE_SEED, size: 50 }, {}, pickPort);
    try {
      expect(picked.length).toBe(2);
      expect(new URL(servers.portal.origin).port).toBe(String(picked[1]));
      const page = await fetch(new URL('/vyrobci', servers.portal.origin));
      expect(page.status).toBe(200);
      // The platform lets the portal's actual origin call it (CORS), not the lost one.
      const answer = await fetch(new URL('/content/providers', servers.platform.origin), { headers: { origin: servers.portal.origin } });
      expect(answer.headers.get('access-control-allow-origin')).toBe(servers.portal.origin);
    } finally {
      await servers.close();
    }
  });
});
