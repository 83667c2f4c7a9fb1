// The two servers of a smoke run, on free ports: the demo platform in this process (a fixed seed,
// so the smoke can name the games it expects) and the built portal calling it.
import { createServer, type AddressInfo } from 'node:net';
import { startDemoPlatform, type DemoPlatform } from '@casino/demo-platform';
import { startPortalServer, type PortalServer } from '../../server/portal-server.ts';

export const SMOKE_SEED = 11;

export interface SmokeServers {
  readonly platform: DemoPlatform;
  readonly portal: PortalServer;
  readonly close: () => Promise<void>;
}

/** A port nobody listens on right now (the platform must know the portal's origin before it starts). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

export const startSmokeServers = async (): Promise<SmokeServers> => {
  const portalPort = await freePort();
  const platform = await startDemoPlatform({
    port: 0,
    seed: SMOKE_SEED,
    size: 300,
    // The browser calls the platform from the portal's origin, as it does on 4173 in `npm start`.
    allowedOrigins: [`http://127.0.0.1:${portalPort}`, `http://localhost:${portalPort}`],
    testSwitches: true,
  });
  // Every page asks the platform itself, so that a fault a test switches on reaches the next page
  // (the shared answers have tests of their own: src/runtime/shared-content.test.ts).
  const portal = await startPortalServer({ port: portalPort, platformOrigin: platform.origin, sharedContentTtlMs: 0 });
  return {
    platform,
    portal,
    close: async () => {
      await portal.close();
      await platform.close();
    },
  };
};
