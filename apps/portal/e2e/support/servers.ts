// The two servers of a smoke run, on free ports: the demo platform in this process (a fixed seed,
// so the smoke can name the games it expects) and the built portal calling it.
import { startDemoPlatform, type DemoPlatform } from '@casino/demo-platform';
import { startPortalServer, type PortalServer } from '../../server/portal-server.ts';

export const SMOKE_SEED = 11;

export interface SmokeServers {
  readonly platform: DemoPlatform;
  readonly portal: PortalServer;
  readonly close: () => Promise<void>;
}

export const startSmokeServers = async (): Promise<SmokeServers> => {
  const platform = await startDemoPlatform({ port: 0, seed: SMOKE_SEED, size: 300 });
  const portal = await startPortalServer({ port: 0, platformOrigin: platform.origin });
  return {
    platform,
    portal,
    close: async () => {
      await portal.close();
      await platform.close();
    },
  };
};
