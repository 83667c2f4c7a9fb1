// The demo platform and the built portal of a perf run or a soak, each in a process of its own,
// the portal on a free loopback port that the platform lets call it.
import { MALLOC_TUNING } from '../server/malloc-tuning.ts';
import { freePort } from '../e2e/support/free-port.ts';
import { startServerProcess, type ServerProcess } from './child-process.ts';

export interface PerfServers {
  readonly portal: ServerProcess;
  readonly platform: ServerProcess;
}

export interface PerfServerOptions {
  readonly size: number;
  readonly seed: string;
  /** Node flags of the portal's process (a soak's --max-old-space-size and --expose-gc). */
  readonly portalExecArgv?: readonly string[];
  /** Another build of the portal than apps/portal/build (a folder holding server/ and client/). */
  readonly buildDir?: string;
  /** Another render queue than the app's: `<renders at once>,<waiting>`. */
  readonly renderQueue?: string;
}

export const startPerfServers = async ({ size, seed, portalExecArgv = [], buildDir, renderQueue }: PerfServerOptions): Promise<PerfServers> => {
  const port = await freePort();
  const portalOrigin = `http://127.0.0.1:${port}`;
  const platform = await startServerProcess('./platform-process.test-support.ts', { SIZE: String(size), SEED: seed, PORTAL_ORIGIN: portalOrigin });
  // As `npm start` runs it: React's production builds and the allocator's tuning (server/main.ts
  // sets the same).
  const portal = await startServerProcess(
    './portal-process.ts',
    {
      PORT: String(port),
      PLATFORM_ORIGIN: platform.origin,
      NODE_ENV: 'production',
      ...MALLOC_TUNING,
      ...(buildDir === undefined ? {} : { BUILD_DIR: buildDir }),
      ...(renderQueue === undefined ? {} : { RENDER_QUEUE: renderQueue }),
    },
    portalExecArgv,
  );
  return { portal, platform };
};

export const stopPerfServers = async ({ portal, platform }: PerfServers): Promise<void> => {
  await portal.stop();
  await platform.stop();
};
