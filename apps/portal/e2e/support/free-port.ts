// A port nobody listens on right now: the demo platform must know the portal's origin (for CORS)
// before the portal starts, so the portal's port is chosen first. Shared by the e2e servers and
// `npm run perf`.
import { createServer, type AddressInfo } from 'node:net';

export const freePort = (): Promise<number> =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
