// The built portal for a perf run, on PORT, calling the platform at PLATFORM_ORIGIN.
import { startPortalServer } from '../server/portal-server.ts';
import { serveUntilStopped } from './child-process.ts';

const portal = await startPortalServer({ port: Number(process.env['PORT'] ?? 0), platformOrigin: process.env['PLATFORM_ORIGIN'] ?? '' });
serveUntilStopped(portal.origin, () => portal.close());
