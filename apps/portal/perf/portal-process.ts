// The built portal for a perf run, on PORT, calling the platform at PLATFORM_ORIGIN (from BUILD_DIR
// when set: a soak may compare another build).
import { startPortalServer } from '../server/portal-server.ts';
import { serveUntilStopped } from './child-process.ts';

const portal = await startPortalServer({
  port: Number(process.env['PORT'] ?? 0),
  platformOrigin: process.env['PLATFORM_ORIGIN'] ?? '',
  ...(process.env['BUILD_DIR'] ? { buildDir: process.env['BUILD_DIR'] } : {}),
});
serveUntilStopped(portal.origin, () => portal.close());
