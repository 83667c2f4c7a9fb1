// The two servers of a smoke run, on free ports: the demo platform in this process (a fixed seed,
// so the smoke can name the games it expects) and the built portal calling it.
import { startDemoPlatform, type DemoPlatform, type StartOptions } from '@casino/demo-platform';
import { startPortalServer, type PortalServer, type PortalServerOptions } from '../../server/portal-server.ts';
import { freePort } from './free-port.ts';

export const SMOKE_SEED = 11;

export interface SmokeServers {
  readonly platform: DemoPlatform;
  readonly portal: PortalServer;
  readonly close: () => Promise<void>;
}

/** Tries before a taken port is an error: each lost race costs one platform start (well under a second). */
const PORT_ATTEMPTS = 5;

const isPortTaken = (error: unknown): boolean => error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';

/**
 * The demo platform (these options) and the built portal calling it (these). The portal's port is
 * picked first: the platform lets that origin call it, as it does with 4173 in `npm start`. Another
 * process (a parallel e2e file, a browser's connection) may take that port before the portal
 * listens on it: then both start again on a new one.
 */
export const startServers = async (
  platformOptions: StartOptions,
  portalOptions: Omit<PortalServerOptions, 'port' | 'platformOrigin'> = {},
  pickPort: () => Promise<number> = freePort,
): Promise<SmokeServers> => {
  for (let attempt = 1; ; attempt += 1) {
    const portalPort = await pickPort();
    const platform = await startDemoPlatform({
      port: 0,
      ...platformOptions,
      allowedOrigins: [`http://127.0.0.1:${portalPort}`, `http://localhost:${portalPort}`],
    });
    try {
      const portal = await startPortalServer({ ...portalOptions, port: portalPort, platformOrigin: platform.origin });
      return {
        platform,
        portal,
        close: async () => {
          await portal.close();
          await platform.close();
        },
      };
    } catch (error) {
      await platform.close();
      if (!isPortTaken(error) || attempt === PORT_ATTEMPTS) throw error;
    }
  }
};

// Every page asks the platform itself, so that a fault a test switches on reaches the next page
// (the shared answers have tests of their own: src/runtime/shared-content.test.ts).
export const startSmokeServers = (): Promise<SmokeServers> => startServers({ seed: SMOKE_SEED, size: 300, testSwitches: true }, { sharedContentTtlMs: 0 });
