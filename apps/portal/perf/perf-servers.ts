// The demo platform and the built portal of a perf run or a soak, each in a process of its own,
// the portal on a free loopback port that the platform lets call it.
import { MALLOC_TUNING } from '../server/malloc-tuning.ts';
import { freePort } from '../e2e/support/free-port.ts';
import { startServerProcess, type ServerProcess } from './child-process.ts';

export interface PerfServers {
  readonly portal: ServerProcess;
  readonly platform: ServerProcess;
  /** The base build's portal beside this one, on the same platform (when asked for). */
  readonly base?: ServerProcess;
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
  /** A second portal beside it from this build (a base to compare with), calling the same platform. */
  readonly baseBuildDir?: string;
}

export const startPerfServers = async ({ size, seed, portalExecArgv = [], buildDir, renderQueue, baseBuildDir }: PerfServerOptions): Promise<PerfServers> => {
  const port = await freePort();
  const basePort = baseBuildDir === undefined ? undefined : await freePort();
  const origins = [port, basePort].filter((each) => each !== undefined).map((each) => `http://127.0.0.1:${each}`);
  const platform = await startServerProcess('./platform-process.test-support.ts', { SIZE: String(size), SEED: seed, PORTAL_ORIGIN: origins.join(',') });
  // As `npm start` runs it: React's production builds and the allocator's tuning (server/main.ts
  // sets the same).
  const startPortal = (onPort: number, dir: string | undefined) =>
    startServerProcess(
      './portal-process.ts',
      {
        PORT: String(onPort),
        PLATFORM_ORIGIN: platform.origin,
        NODE_ENV: 'production',
        ...MALLOC_TUNING,
        ...(dir === undefined ? {} : { BUILD_DIR: dir }),
        ...(renderQueue === undefined ? {} : { RENDER_QUEUE: renderQueue }),
      },
      portalExecArgv,
    );
  const portal = await startPortal(port, buildDir);
  if (basePort === undefined) return { portal, platform };
  return { portal, platform, base: await startPortal(basePort, baseBuildDir) };
};

export const stopPerfServers = async ({ portal, platform, base }: PerfServers): Promise<void> => {
  await portal.stop();
  await base?.stop();
  await platform.stop();
};
